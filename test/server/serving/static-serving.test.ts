// kiosk serve's static files: precompressed copies by Accept-Encoding, Vary and lengths, ETags and 304s, the cache
// policy, the files it never serves, and the protected pages, which stay private whatever the encoding.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PAGES } from '../../../schemas/page-access';
import { createServer, type KioskServer } from '../../../server/site-server';
import { CONTENT_DIR } from '../visitor';

const PAGE = `<!doctype html><html><head><title>Shop</title></head><body>${'<p>A mug, a tee, a print.</p>'.repeat(100)}</body></html>`;
const LOST = `<h1>Lost</h1>${'<p>Try the shop.</p>'.repeat(80)}`;
const SCRIPT = `export const islands = ${JSON.stringify('x'.repeat(3000))};`;
let root: string;
let server: KioskServer;

function write(file: string, text: string | Buffer): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

/** A file and its two copies, as the build writes them. */
function withCopies(file: string, text: string): void {
  write(file, text);
  write(`${file}.br`, brotliCompressSync(text));
  write(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kiosk-serving-'));
  const dist = join(root, 'dist');
  withCopies(join(dist, 'shop', 'index.html'), PAGE);
  withCopies(join(dist, '_astro', 'islands.abc123.js'), SCRIPT);
  write(join(dist, 'index.html'), '<h1>Home</h1>');
  withCopies(join(dist, '404.html'), LOST);
  write(join(dist, 'images', 'mug.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  write(join(dist, '.kiosk-hosting.json'), '{"scriptHashes":[]}');
  // A copy older than its page (the page was rebuilt, the copy not): never sent.
  withCopies(join(dist, 'about', 'index.html'), `${PAGE}<!-- old -->`);
  write(join(dist, 'about', 'index.html'), `${PAGE}<!-- new -->`);
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dist, 'about', 'index.html.br'), past, past);
  utimesSync(join(dist, 'about', 'index.html.gz'), past, past);
  const privateDir = join(root, 'dist-private');
  write(join(privateDir, PRIVATE_PAGES.content('/wholesale'), 'index.html'), '<h1>Wholesale prices</h1>');
  write(join(privateDir, PRIVATE_PAGES.lockScreen('page-wholesale'), 'index.html'), '<h1>This page is locked</h1>');
  server = createServer({ distDir: dist, dbFile: ':memory:', contentDir: CONTENT_DIR, log: () => {} });
  await server.api.ready;
});

afterAll(async () => {
  await server.api.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => server.app.request(path, { method, headers });
const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('compressed serving', () => {
  it('sends the brotli copy to a browser that takes it, with the page\'s type, its length and Vary', async () => {
    const answer = await get('/shop', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(answer);
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it('sends gzip when brotli is refused (q=0) or not offered, and the file as it is otherwise', async () => {
    for (const accept of ['br;q=0, gzip', 'gzip']) {
      const answer = await get('/shop/', { 'Accept-Encoding': accept });
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(answer)).toString()).toBe(PAGE);
    }
    const plainRequests: Record<string, string>[] = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of plainRequests) {
      const answer = await get('/shop/index.html', headers);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
      expect(await answer.text()).toBe(PAGE);
    }
  });

  it('never sends a copy older than its file', async () => {
    const answer = await get('/about', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toContain('<!-- new -->');
  });

  it('serves hashed scripts compressed and immutable, and binary files as they are', async () => {
    const script = await get('/_astro/islands.abc123.js', { 'Accept-Encoding': 'br' });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const image = await get('/images/mug.jpg', { 'Accept-Encoding': 'br' });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect((await bytes(image)).length).toBe(7);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await get('/shop', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(Number(answer.headers.get('content-length'))).toBe(gzipSync(PAGE).length);
    expect(await answer.text()).toBe('');
  });
});

describe('ETags and the cache policy', () => {
  it('gives pages a strong ETag per encoding and a revalidating policy, and answers If-None-Match with 304', async () => {
    const plain = await get('/shop');
    const br = await get('/shop', { 'Accept-Encoding': 'br' });
    const plainTag = plain.headers.get('etag')!;
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.get('etag')).not.toBe(plainTag);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get('/shop', { 'If-None-Match': plainTag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(plainTag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const brAgain = await get('/shop', { 'Accept-Encoding': 'br', 'If-None-Match': `"other", ${br.headers.get('etag')}` });
    expect(brAgain.status).toBe(304);
    expect(brAgain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await get('/shop', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('keeps the tag while the page is unchanged and changes it with the page', async () => {
    const first = (await get('/')).headers.get('etag');
    expect((await get('/')).headers.get('etag')).toBe(first);
    write(join(root, 'dist', 'index.html'), '<h1>Home, rebuilt</h1>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'dist', 'index.html'), later, later);
    const rebuilt = await get('/', { 'If-None-Match': first! });
    expect(rebuilt.status).toBe(200);
    expect(await rebuilt.text()).toBe('<h1>Home, rebuilt</h1>');
  });
});

describe('what is never served', () => {
  it('answers the 404 page compressed, uncached and untagged', async () => {
    const answer = await get('/no/such/page', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('cache-control')).toBeNull();
    expect(gunzipSync(await bytes(answer)).toString()).toBe(LOST);
  });

  it('answers dot files, encoded escapes from dist/ and bad escapes with the 404 page', async () => {
    for (const path of ['/.kiosk-hosting.json', '/%2e%2e/dist-private/_kiosk-private/index.html', '/..%2f..%2fetc/passwd', '/%E0%A4%A']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toBe(LOST);
    }
  });

  it('keeps a protected page private and uncompressed, with the security headers', async () => {
    const answer = await get('/wholesale', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await answer.text()).toBe('<h1>This page is locked</h1>');
  });
});
