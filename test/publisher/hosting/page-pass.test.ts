import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ORIGIN_META as ISLANDS_META, apiOrigin } from '../../../islands/site-api/api-origin';
import { API_ORIGIN_META, inlineScriptHashes, pagePass, withApiOriginMeta } from '../../../publisher/hosting';

const root = mkdtempSync(join(tmpdir(), 'kiosk-page-pass-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, as CSP hash sources, and skips external scripts and data blocks', () => {
    const html = [
      '<script type="module">import "/_astro/a.js";</script>',
      '<script>window.x = 1</script>',
      '<script src="/_astro/client.js"></script>',
      '<script type="module" src=/_astro/b.js></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      "<SCRIPT TYPE='text/javascript'>\n  go();\n</SCRIPT>",
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('import "/_astro/a.js";'), sha('window.x = 1'), sha('\n  go();\n')]);
  });
});

describe('withApiOriginMeta', () => {
  it('puts the meta first in <head>, replaces an older one and takes it out without an origin', () => {
    const page = '<!doctype html><html><head><title>Shop</title></head><body></body></html>';
    const withMeta = withApiOriginMeta(page, 'https://api.shop.example');
    expect(withMeta).toBe('<!doctype html><html><head><meta name="kiosk-api-origin" content="https://api.shop.example"><title>Shop</title></head><body></body></html>');
    expect(withApiOriginMeta(withMeta, 'http://127.0.0.1:9000')).toContain('content="http://127.0.0.1:9000"><title>');
    expect(withApiOriginMeta(withMeta, undefined)).toBe(page);
    expect(withApiOriginMeta(page, 'https://a.example/"><script>')).toContain('content="https://a.example/&quot;>&lt;script>"');
  });

  it('writes the meta the islands read', () => {
    expect(API_ORIGIN_META).toBe(ISLANDS_META);
    const html = withApiOriginMeta('<html><head></head></html>', 'https://api.shop.example');
    const doc = { querySelector: (selector: string) => (selector === `meta[name="${ISLANDS_META}"]` && html.includes(ISLANDS_META) ? { getAttribute: () => 'https://api.shop.example/' } : null) };
    expect(apiOrigin(doc as unknown as Document)).toBe('https://api.shop.example');
    expect(apiOrigin(undefined)).toBe('');
  });
});

describe('pagePass', () => {
  it('updates every page of the published and private folders, leaves unchanged pages alone and collects the hashes', async () => {
    const dist = join(root, 'dist');
    const privateDir = join(root, 'dist-private');
    mkdirSync(join(dist, 'shop'), { recursive: true });
    mkdirSync(privateDir, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body><script>a()</script></body></html>');
    writeFileSync(join(dist, 'shop', 'index.html'), '<html><head></head><body><script>b()</script><script>a()</script></body></html>');
    writeFileSync(join(privateDir, 'index.html'), '<html><head></head><body><script>c()</script></body></html>');
    const first = await pagePass([dist, privateDir, join(root, 'missing')], 'https://api.shop.example');
    expect(first).toEqual({ pages: 3, rewritten: 3, scriptHashes: [sha('a()'), sha('b()'), sha('c()')].sort() });
    expect(readFileSync(join(dist, 'shop', 'index.html'), 'utf8')).toContain('<head><meta name="kiosk-api-origin"');
    const before = statSync(join(dist, 'index.html')).mtimeMs;
    const again = await pagePass([dist, privateDir], 'https://api.shop.example');
    expect(again.rewritten).toBe(0);
    expect(statSync(join(dist, 'index.html')).mtimeMs).toBe(before);
  });
});

describe('pagePass with a listing', () => {
  it('passes over the listed pages of a folder without walking it, and walks a folder not listed', async () => {
    const dist = join(root, 'listed');
    const other = join(root, 'listed-private');
    mkdirSync(join(dist, 'a'), { recursive: true });
    mkdirSync(other, { recursive: true });
    const page = '<html><head></head><body></body></html>';
    for (const file of [join(dist, 'index.html'), join(dist, 'a', 'index.html'), join(other, 'index.html')]) writeFileSync(file, page);
    // The listing names one of the folder's two pages (and a file that is no page): only that one is passed over.
    const listed = new Map([[dist, [join(dist, 'index.html'), join(dist, 'site.css')]]]);
    const report = await pagePass([dist, other], 'https://api.shop.example', undefined, listed);
    expect(report.pages).toBe(2);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(API_ORIGIN_META);
    expect(readFileSync(join(dist, 'a', 'index.html'), 'utf8')).toBe(page);
    expect(readFileSync(join(other, 'index.html'), 'utf8')).toContain(API_ORIGIN_META);
  });
});
