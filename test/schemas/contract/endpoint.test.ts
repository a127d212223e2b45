import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_ENDPOINTS, endpoint, MAX_BODY_BYTES } from '../../../schemas/contract';

describe('endpoint()', () => {
  it('adds the errors its guards and inputs can answer to its own, joining descriptions of one status', () => {
    const declared = endpoint({
      id: 'addThing',
      method: 'POST',
      path: '/api/things',
      summary: 'adds a thing',
      body: z.object({ name: z.string() }),
      response: z.object({}),
      errors: { 404: 'No such thing.', 422: 'The thing is refused.' },
      auth: 'crumb',
      idempotent: true,
      rateLimit: 'cart',
    });
    expect(Object.keys(declared.errors).map(Number)).toEqual([400, 403, 404, 409, 413, 422, 429, 500]);
    expect(declared.errors[422].description).toMatch(/^The thing is refused\. .*does not fit.*already used/);
    expect(declared.maxBodyBytes).toBe(MAX_BODY_BYTES);
  });

  it('reads no body on GET and asks no crumb of it', () => {
    const read = endpoint({ id: 'readThing', method: 'GET', path: '/api/things', summary: 'reads', response: z.object({}), auth: 'crumb' });
    expect(read.maxBodyBytes).toBeUndefined();
    expect(Object.keys(read.errors)).toEqual(['500']);
  });

  it('refuses a path outside /api', () => {
    expect(() => endpoint({ id: 'x', method: 'GET', path: '/things', summary: 'x', response: z.object({}), auth: 'none' })).toThrow('/api/');
  });
});

describe('API_ENDPOINTS', () => {
  it('declares each operation id and each method and path once', () => {
    const ids = API_ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = API_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names every path parameter in params', () => {
    for (const e of API_ENDPOINTS) {
      const named = [...e.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = e.params ? Object.keys((e.params as z.ZodMiniObject)._zod.def.shape) : [];
      expect(declared.sort(), e.id).toEqual(named.sort());
    }
  });

  it('guards every change a visitor makes with the crumb, the owner routes with the key, webhooks with their signature', () => {
    for (const e of API_ENDPOINTS) {
      // RFC 8058 one-click unsubscribes: mail clients POST without cookies, the link's token is the authority.
      if (e.path.endsWith('/one-click')) expect(e.auth, e.id).toBe(e.method === 'GET' ? 'none' : 'token');
      else if (e.path.includes('/restock') && (e.method === 'GET' || e.path.includes('/send'))) expect(e.auth, e.id).toBe('owner');
      else if (e.path.startsWith('/api/owner/')) expect(e.auth, e.id).toBe('owner');
      else if (e.path.endsWith('/webhook')) expect(e.auth, e.id).toBe('signature');
      else if (e.method !== 'GET') expect(e.auth, e.id).toBe('crumb');
    }
    expect(API_ENDPOINTS.filter((e) => e.auth === 'signature').map((e) => e.id)).toEqual(['stripeWebhook']);
  });

  it('makes owner endpoints, and only they, name the permission their key needs', () => {
    const base = { id: 'ownerThing', method: 'GET', path: '/api/things', summary: 't', response: z.object({}) } as const;
    expect(() => endpoint({ ...base, auth: 'owner' })).toThrow(/owner endpoints, and only they, name a permission/);
    expect(() => endpoint({ ...base, auth: 'none', permission: 'restock:read' })).toThrow(/name a permission/);
    const owned = endpoint({ ...base, auth: 'owner', permission: 'restock:read' });
    expect(owned.permission).toBe('restock:read');
    expect(owned.errors[403].description).toContain('restock:read');
    for (const declared of API_ENDPOINTS.filter((e) => e.auth === 'owner')) expect(declared.permission, declared.id).toBeDefined();
  });
});
