import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/site-server';
import { CONTENT_DIR } from './visitor';

let dist: string;
let app: ReturnType<typeof createServer>['app'];
let close: () => Promise<void>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'kiosk-dist-'));
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, 'shop'));
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'shop', 'index.html'), '<h1>Shop</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>Lost</h1>');
  writeFileSync(join(dist, '_astro', 'client.abc123.js'), 'console.log(1)');
  const server = createServer({ distDir: dist, dbFile: ':memory:', contentDir: CONTENT_DIR, log: () => {} });
  app = server.app;
  close = () => server.api.close();
});

afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

describe('createServer', () => {
  it('serves pages from dist/, directories by their index.html', async () => {
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>Home</h1>');
    expect(await (await app.request('/shop')).text()).toBe('<h1>Shop</h1>');
  });

  it('caches /_astro/* assets as immutable, and pages only with revalidation', async () => {
    const asset = await app.request('/_astro/client.abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers unknown paths with dist/404.html and status 404', async () => {
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Lost</h1>');
    expect((await app.request('/_astro/missing.js')).status).toBe(404);
  });

  it('reaches the API by the spec paths with or without their trailing slash', async () => {
    const itemId = '93183793492fe07b5432ab5a'; // ceramic-mug
    for (const path of ['/api/commerce/inventory/stock/', '/api/commerce/inventory/stock']) {
      const res = await app.request(`${path}?itemId=${itemId}`);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.status).toBe(200);
      expect((await res.json()).results).toEqual([expect.objectContaining({ qtyInStock: 3 })]);
    }
  });

  it('answers /api before the static files, with JSON errors', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
    const unknown = await app.request('/api/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'There is no such API endpoint.' });
  });
});
