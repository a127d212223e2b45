import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { minifyCssCached } from '../../../publisher/build/css-cache';
import { minifyCss } from '../../../publisher/build/minify-css';

const SOURCE = '/* the theme */\nbody {\n  color: #ff0000;\n  margin: 0px;\n}\n';

describe('minifyCssCached', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const cacheDir = () => path.join((dir ??= mkdtempSync(path.join(tmpdir(), 'kiosk-css-cache-'))), 'site-css');

  it('minifies as minifyCss does and keeps the result for the same source', () => {
    const cache = cacheDir();
    expect(minifyCssCached(SOURCE, cache)).toEqual(minifyCss(SOURCE));
    const [entry] = readdirSync(cache);
    // What the cache holds is what the next build gets, without minifying again.
    writeFileSync(path.join(cache, entry), JSON.stringify({ css: 'body{color:red}', warnings: ['kept'] }));
    expect(minifyCssCached(SOURCE, cache)).toEqual({ css: 'body{color:red}', warnings: ['kept'] });
  });

  it('keeps only the last stylesheet, and makes a damaged entry again', () => {
    const cache = cacheDir();
    minifyCssCached(SOURCE, cache);
    const changed = SOURCE.replace('#ff0000', '#00ff00');
    expect(minifyCssCached(changed, cache).css).toContain('#0f0');
    const entries = readdirSync(cache);
    expect(entries).toHaveLength(1);
    writeFileSync(path.join(cache, entries[0]), '{not json');
    expect(minifyCssCached(changed, cache)).toEqual(minifyCss(changed));
    expect(JSON.parse(readFileSync(path.join(cache, entries[0]), 'utf8'))).toEqual(minifyCss(changed));
  });
});
