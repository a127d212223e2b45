import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParsedFiles } from '../../../publisher/source/parsed-files';
import { SourceFileError } from '../../../publisher/source/read-json';

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-parsed-'));
  const file = (name: string, value: unknown) => {
    writeFileSync(path.join(dir, name), JSON.stringify(value));
    return path.join(dir, name);
  };
  return { dir, file };
}

describe('ParsedFiles', () => {
  it('gives the same object while the file stays as it is, and reads it again once it changes', () => {
    const { file } = folder();
    const mug = file('mug.json', { id: 'mug', title: 'Mug' });
    const files = new ParsedFiles();
    const first = files.load('k', () => files.readObject(mug));
    expect(first).toEqual({ id: 'mug', title: 'Mug' });
    expect(files.load('k', () => files.readObject(mug))).toBe(first);

    // Same size, another time: read again.
    file('mug.json', { id: 'mug', title: 'Cup' });
    const later = new Date(Date.now() + 5_000);
    utimesSync(mug, later, later);
    const second = files.load('k', () => files.readObject(mug));
    expect(second).not.toBe(first);
    expect(second.title).toBe('Cup');
  });

  it('forgets every object when the key changes (what a load puts into them changed)', () => {
    const { file } = folder();
    const mug = file('mug.json', { id: 'mug' });
    const files = new ParsedFiles();
    const first = files.load('images v1', () => files.readObject(mug));
    expect(files.load('images v1', () => files.readObject(mug))).toBe(first);
    expect(files.load('images v2', () => files.readObject(mug))).not.toBe(first);
  });

  it('forgets the files a load did not read, and reports a bad file as reading it does', () => {
    const { file } = folder();
    const mug = file('mug.json', { id: 'mug' });
    const cap = file('cap.json', { id: 'cap' });
    const files = new ParsedFiles();
    const [mugFirst, capFirst] = files.load('k', () => [files.readObject(mug), files.readObject(cap)]);
    files.load('k', () => files.readObject(mug));
    const [mugAgain, capAgain] = files.load('k', () => [files.readObject(mug), files.readObject(cap)]);
    expect(mugAgain).toBe(mugFirst);
    expect(capAgain).not.toBe(capFirst);
    expect(capAgain).toEqual(capFirst);

    writeFileSync(cap, '{"id": "cap",');
    expect(() => files.load('k', () => files.readObject(cap))).toThrow(SourceFileError);
    rmSync(cap);
    expect(() => files.load('k', () => files.readObject(cap))).toThrow(/file not found/);
  });
});
