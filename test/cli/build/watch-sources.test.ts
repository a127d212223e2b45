import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isScratchFile, watchSources, type SourceWatch } from '../../../cli/build/watch-sources';

function site(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kiosk-watch-'));
  mkdirSync(path.join(root, 'content', 'collections', 'shop', 'items'), { recursive: true });
  mkdirSync(path.join(root, 'templates'));
  return root;
}

/** Resolves once `check` holds, looking every 20 ms for up to 10 s (a loaded machine is slow, not wrong). */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 10_000) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let watching: SourceWatch | undefined;
afterEach(() => watching?.close());

describe('watchSources', () => {
  it('calls once for a burst of changes, with the paths that changed', async () => {
    const root = site();
    const calls: string[][] = [];
    watching = watchSources(root, async (changed) => void calls.push(changed), 300);
    writeFileSync(path.join(root, 'content', 'collections', 'shop', 'items', 'mug.json'), '{}');
    writeFileSync(path.join(root, 'templates', 'site.region'), 'x');
    writeFileSync(path.join(root, 'kiosk.config.json'), '{}');
    await until(() => calls.length > 0);
    await pause(400);
    expect(calls).toHaveLength(1);
    expect([...calls[0]].sort()).toEqual(['content/collections/shop/items/mug.json', 'kiosk.config.json', 'templates/site.region']);
  });

  it('ignores what is not a source: other files of the site folder, editors\' scratch files', async () => {
    const root = site();
    const calls: string[][] = [];
    watching = watchSources(root, async (changed) => void calls.push(changed), 50);
    writeFileSync(path.join(root, 'notes.txt'), 'x');
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'index.html'), 'x');
    writeFileSync(path.join(root, 'content', '.mug.json.swp'), 'x');
    writeFileSync(path.join(root, 'content', 'mug.json~'), 'x');
    await pause(400);
    expect(calls).toEqual([]);
    expect(isScratchFile('content/4913')).toBe(true);
    expect(isScratchFile('content/collections/shop/items/mug.json')).toBe(false);
  });

  it('follows a source folder deleted and made again, or made after the watch began', async () => {
    const root = site();
    rmSync(path.join(root, 'templates'), { recursive: true });
    const calls: string[][] = [];
    const errors: Error[] = [];
    watching = watchSources(root, async (changed) => void calls.push(changed), 50, (error) => errors.push(error));
    const seen = (file: string, from = 0) => calls.slice(from).some((call) => call.includes(file));

    rmSync(path.join(root, 'content'), { recursive: true });
    await until(() => seen('content/'));
    let from = calls.length;
    mkdirSync(path.join(root, 'content'));
    await until(() => seen('content/', from));
    from = calls.length;
    writeFileSync(path.join(root, 'content', 'mug.json'), '{}');
    await until(() => seen('content/mug.json', from));

    from = calls.length;
    mkdirSync(path.join(root, 'templates'));
    await until(() => seen('templates/', from));
    from = calls.length;
    writeFileSync(path.join(root, 'templates', 'site.region'), 'x');
    await until(() => seen('templates/site.region', from));
    expect(errors).toEqual([]);
  });

  it('never runs two at once: a change made during a run brings one more run after it', async () => {
    const root = site();
    const calls: string[][] = [];
    let running = 0;
    let most = 0;
    let release: () => void = () => undefined;
    watching = watchSources(root, async (changed) => {
      calls.push(changed);
      running++;
      most = Math.max(most, running);
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      running--;
    }, 50);
    const file = (name: string) => path.join(root, 'content', name);
    writeFileSync(file('a.json'), '{}');
    await until(() => calls.length === 1);
    writeFileSync(file('b.json'), '{}');
    writeFileSync(file('c.json'), '{}');
    await pause(300);
    expect(calls).toHaveLength(1);
    release();
    await until(() => calls.length === 2);
    await pause(300);
    expect(calls).toHaveLength(2);
    expect([...calls[1]].sort()).toEqual(['content/b.json', 'content/c.json']);
    expect(most).toBe(1);
  });
});
