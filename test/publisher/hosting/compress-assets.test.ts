import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../publisher/hosting';

const dist = mkdtempSync(join(tmpdir(), 'kiosk-compress-'));
const PAGE = `<html><body>${'<p>Hand-thrown mugs and risograph prints.</p>'.repeat(200)}</body></html>`;
const BIG_TEXT = (kind: string) => `/* ${kind} */ ${'.card { color: #333; margin: 0 auto; }\n'.repeat(100)}`;

beforeAll(() => {
  mkdirSync(join(dist, 'shop'), { recursive: true });
  mkdirSync(join(dist, '_astro'), { recursive: true });
  writeFileSync(join(dist, 'shop', 'index.html'), PAGE);
  writeFileSync(join(dist, '_astro', 'site.abc.css'), BIG_TEXT('css'));
  for (const name of ['data.json', 'icon.svg', 'sitemap.xml', 'robots.txt', 'app.js']) writeFileSync(join(dist, name), BIG_TEXT(name));
  writeFileSync(join(dist, 'tiny.css'), 'a{}');
  writeFileSync(join(dist, 'photo.jpg'), Buffer.alloc(5000, 7));
  writeFileSync(join(dist, '.kiosk-hosting.json'), BIG_TEXT('dot file'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('compressAssets', () => {
  it('writes brotli and gzip copies of every text asset that decode to the original', async () => {
    const report = await compressAssets(dist, 2);
    expect(report.compressed).toBe(7);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
    expect(report.gzipBytes).toBeLessThan(report.originalBytes / 4);
    for (const file of ['shop/index.html', '_astro/site.abc.css', 'data.json', 'icon.svg', 'sitemap.xml', 'robots.txt', 'app.js']) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it('skips tiny files, binary files and dot files', () => {
    for (const file of ['tiny.css', 'photo.jpg', '.kiosk-hosting.json']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('keeps up-to-date copies and redoes those of a file written since', async () => {
    const later = new Date(Date.now() + 10_000);
    writeFileSync(join(dist, 'shop', 'index.html'), `${PAGE}<!-- rebuilt -->`);
    utimesSync(join(dist, 'shop', 'index.html'), later, later);
    const unchangedCopy = statSync(join(dist, 'app.js.br')).mtimeMs;
    const report = await compressAssets(dist);
    expect(report).toMatchObject({ compressed: 1, unchanged: 6 });
    expect(brotliDecompressSync(readFileSync(join(dist, 'shop', 'index.html.br'))).toString()).toContain('<!-- rebuilt -->');
    expect(statSync(join(dist, 'app.js.br')).mtimeMs).toBe(unchangedCopy);
  });
});
