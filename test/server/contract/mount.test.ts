import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../../schemas/contract/endpoint';
import type { ApiEnv } from '../../../server/api-env';
import { mount, route, routePath, type Guards } from '../../../server/contract/mount';
import { createErrorHandler, HttpError } from '../../../server/errors';

const NOTE = endpoint({
  id: 'saveNote',
  method: 'PUT',
  path: '/api/notes/{noteId}',
  summary: 'test endpoint',
  params: z.object({ noteId: z.string() }),
  query: z.object({ draft: z.optional(z.string()) }),
  body: z.object({ text: z.string(), stars: z._default(z.optional(z.int()), 0) }),
  response: z.object({ noteId: z.string(), text: z.string(), stars: z.int(), draft: z.boolean() }),
  auth: 'crumb',
  idempotent: true,
  rateLimit: 'forms',
  maxBodyBytes: 64,
});

/** Guards that record the order they ran in. */
function recordingGuards(seen: string[], withUnitOfWork = false): Guards {
  const recorder = (name: string): MiddlewareHandler<ApiEnv> => async (_c, next) => {
    seen.push(name);
    await next();
  };
  return {
    rateLimits: {
      cart: recorder('cart'), forms: recorder('forms'), siteForms: recorder('siteForms'), restock: recorder('restock'), checkout: recorder('checkout'),
      pageAccess: recorder('pageAccess'),
    },
    idempotency: recorder('idempotency'),
    idempotencyRequired: recorder('idempotency (required)'),
    unitOfWork: withUnitOfWork ? recorder('unit of work') : undefined,
    ownerGuard: (permission) => recorder(`owner ${permission}`),
  };
}

function appWith(guards: Guards, refuse?: (error: HttpError) => HttpError, unitOfWork = false) {
  const app = new Hono<ApiEnv>().basePath('/api');
  app.onError(createErrorHandler(() => {}));
  mount(app, route(NOTE, (_c, { params, query, body }) => ({ noteId: params.noteId, text: body.text, stars: body.stars, draft: query.draft === 'yes' }), { refuse, unitOfWork }), guards);
  return app;
}

const put = (app: Hono<any, any, any>, body: string, path = '/api/notes/n%201?draft=yes', headers: Record<string, string> = {}) =>
  app.request(path, { method: 'PUT', body, headers });

describe('mount', () => {
  it("writes the declared path the Hono way, under the app's base path", () => {
    expect(routePath('/api/commerce/shopping-cart/entries/{entryId}/additionalFields')).toBe('/commerce/shopping-cart/entries/:entryId/additionalFields');
  });

  it('runs rate limit, body limit, idempotency, then hands the handler the checked, typed input', async () => {
    const seen: string[] = [];
    const answer = await put(appWith(recordingGuards(seen)), '{"text":"hi"}');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ noteId: 'n 1', text: 'hi', stars: 0, draft: true });
    expect(seen).toEqual(['forms', 'idempotency']);
  });

  it('opens a route\'s unit of work (where the engine has one) before the rate limit and idempotency', async () => {
    const apart: string[] = [];
    await put(appWith(recordingGuards(apart), undefined, true), '{"text":"hi"}');
    expect(apart).toEqual(['forms', 'idempotency']);
    const together: string[] = [];
    await put(appWith(recordingGuards(together, true), undefined, true), '{"text":"hi"}');
    expect(together).toEqual(['unit of work', 'forms', 'idempotency']);
  });

  it('reads an empty body as {} and a body whatever its Content-Type', async () => {
    const app = appWith(recordingGuards([]));
    const empty = await put(app, '', '/api/notes/a', { 'Content-Type': 'application/json' });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ issues: [{ path: 'text' }] });
    const plain = await put(app, '{"text":"t"}', '/api/notes/a', { 'Content-Type': 'text/plain' });
    expect(await plain.json()).toMatchObject({ text: 't' });
  });

  it("keeps the API's refusals: 413 over the limit, 400 for not JSON, 422 with the first issue", async () => {
    const app = appWith(recordingGuards([]));
    const big = await put(app, JSON.stringify({ text: 'x'.repeat(100) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'The request body is larger than 0.0625 KiB.' });
    const broken = await put(app, '{"text":', '/api/notes/a', { 'Content-Type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const wrong = await put(app, '{"text":5}');
    expect(wrong.status).toBe(422);
    const body = await wrong.json();
    expect(body.error).toBe(body.issues[0].message);
    expect(body.issues[0].path).toBe('text');
  });

  it("lets a route reword its guards' and input checks' refusals, not its handler's", async () => {
    const reword = (error: HttpError) => new HttpError(400, `reworded ${error.status}`);
    const app = appWith(recordingGuards([]), reword);
    expect(await (await put(app, '{"text":5}')).json()).toEqual({ error: 'reworded 422' });
    expect((await put(app, JSON.stringify({ text: 'x'.repeat(100) }))).status).toBe(400);
  });

  it('puts the owner guard first on owner endpoints', async () => {
    const seen: string[] = [];
    const app = new Hono<ApiEnv>().basePath('/api');
    const owned = endpoint({ id: 'ownerThing', method: 'POST', path: '/api/things', summary: 't', response: z.object({}), auth: 'owner', permission: 'restock:send', rateLimit: 'cart' });
    mount(app, route(owned, () => ({})), recordingGuards(seen));
    expect((await app.request('/api/things', { method: 'POST' })).status).toBe(200);
    expect(seen).toEqual(['owner restock:send', 'cart']);
  });
});
