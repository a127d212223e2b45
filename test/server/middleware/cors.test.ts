// The API for pages published on another origin (kiosk serve --api-only): CORS with the visitor's cookies for the
// configured site origins only, preflights included; cookies scoped to KIOSK_COOKIE_DOMAIN; nothing but /api.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteOrigins } from '../../../server/middleware/cors';
import { createServer, type KioskServer } from '../../../server/site-server';
import { testDatabase } from '../test-database';
import { CONTENT_DIR, fromAddress, itemIdOf, Visitor } from '../visitor';

const SITE = 'https://www.shop.example';
let server: KioskServer;
let emptyDist: string;

beforeAll(async () => {
  emptyDist = mkdtempSync(join(tmpdir(), 'kiosk-api-only-'));
  server = createServer({
    distDir: emptyDist, apiOnly: true, database: testDatabase(), contentDir: CONTENT_DIR, log: () => {},
    siteOrigins: `${SITE}, http://localhost:4321/`, cookieDomain: 'shop.example',
  });
  await server.api.ready;
});

afterAll(async () => {
  await server.api.close();
  rmSync(emptyDist, { recursive: true, force: true });
});

const preflight = (origin: string, method = 'POST') =>
  server.app.request('/api/commerce/shopping-cart/entries', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type,x-csrf-token,idempotency-key' },
  });

describe('CORS for the site origins', () => {
  it('answers a site origin\'s preflight with credentials and the headers the site client sends', async () => {
    for (const origin of [SITE, 'http://localhost:4321']) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE');
      const allowed = answer.headers.get('access-control-allow-headers')!.toLowerCase();
      for (const header of ['content-type', 'x-csrf-token', 'x-siteuser-xsrf-token', 'idempotency-key']) expect(allowed).toContain(header);
      expect(answer.headers.get('vary')).toContain('Origin');
    }
  });

  it('refuses another origin\'s preflight and gives its requests no CORS headers', async () => {
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This site may not call the API.' });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const read = await server.app.request('/api/commerce/shopping-cart', { headers: { Origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('vary')).toContain('Origin');
  });

  it('lets a visitor of the site add to the cart across origins, crumb and cookies included', async () => {
    const visitor = new Visitor(server.app);
    const first = await visitor.request('/api/commerce/shopping-cart', { headers: { Origin: SITE } });
    expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(first.headers.get('access-control-allow-credentials')).toBe('true');
    expect(first.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(visitor.crumb).toBeTruthy();
    const added = await visitor.add({ itemId: itemIdOf('ceramic-mug'), quantity: 1 }, { Origin: SITE });
    expect(added.status).toBe(200);
    expect(added.headers.get('access-control-allow-origin')).toBe(SITE);
    // The crumb is still required: CORS lets the site read answers, it does not vouch for a change.
    const forged = await visitor.request('/api/commerce/shopping-cart/entries', {
      method: 'POST', json: { itemId: itemIdOf('ceramic-mug'), quantity: 1 }, withoutCrumb: true, headers: { Origin: SITE },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('scopes every cookie the API sets to the cookie domain, so pages on www read the crumb', async () => {
    const visitor = new Visitor(server.app);
    await visitor.request('/api/commerce/shopping-cart');
    const added = await visitor.add({ itemId: itemIdOf('ceramic-mug'), quantity: 1 });
    const names = added.setCookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['CART', 'hasCart']));
    for (const cookie of added.setCookies) expect(cookie.attributes.domain, cookie.name).toBe('shop.example');
  });
});

describe('kiosk serve --api-only', () => {
  it('serves /api and nothing else, with a policy that lets nothing run', async () => {
    expect((await server.app.request('/api/health')).status).toBe(200);
    const page = await server.app.request('/', {}, fromAddress('192.0.2.1'));
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ error: 'There is no such API endpoint.' });
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('parseSiteOrigins', () => {
  it('reads a comma-separated list as origins and rejects what is not one', () => {
    expect([...parseSiteOrigins(' https://a.example/ ,http://localhost:8080')]).toEqual(['https://a.example', 'http://localhost:8080']);
    expect(parseSiteOrigins(undefined).size).toBe(0);
    expect(() => parseSiteOrigins('shop.example')).toThrow('KIOSK_SITE_ORIGINS');
    expect(() => parseSiteOrigins('ftp://shop.example')).toThrow('KIOSK_SITE_ORIGINS');
  });
});
