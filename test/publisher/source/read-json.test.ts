import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineColumnAt, parseJsonText, readJsonObject, SourceFileError } from '../../../publisher/source/read-json';

describe('read-json', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-read-json-'));

  it('computes 1-based line and column', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('names the file, line and column of a syntax error', () => {
    expect(() => parseJsonText('{\n  "a": 1,\n  "b": ]\n}', 'content/x.json')).toThrow(
      'content/x.json:3:8: invalid JSON: expected a value but found character "]"',
    );
  });

  it('says when a file is missing or a folder', () => {
    const missing = path.join(dir, 'nope.json');
    expect(() => readJsonObject(missing)).toThrow(`${missing}: file not found`);
    const folder = path.join(dir, 'folder.json');
    mkdirSync(folder);
    expect(() => readJsonObject(folder)).toThrow(SourceFileError);
  });

  it('requires an object where one is expected', () => {
    const file = path.join(dir, 'list.json');
    writeFileSync(file, '[1]');
    expect(() => readJsonObject(file)).toThrow(`${file}: expected a JSON object`);
  });
});
