import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../../schemas/contract/endpoint';
import { FORM_TEMPLATE_API } from '../../../schemas/contract/form-template';
import { callEndpoint, NETWORK_RETRY_DELAY_MS } from '../../../islands/site-api/client';
import { fakeTransport, json } from '../stores/fake-transport';

const RENAME = endpoint({
  id: 'renameThing',
  method: 'PUT',
  path: '/api/things/{thingId}/name',
  summary: 'test endpoint',
  params: z.object({ thingId: z.string() }),
  query: z.object({ notify: z.optional(z.string()) }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string() }),
  auth: 'crumb',
  idempotent: true,
});

const PING = endpoint({ id: 'ping', method: 'POST', path: '/api/ping', summary: 'test', response: z.object({}), auth: 'crumb' });

const dropped = () => new TypeError('Failed to fetch');

describe('callEndpoint', () => {
  it('fills in the path, adds the query, and sends the body with the crumb and an Idempotency-Key', async () => {
    const fake = fakeTransport([json({ name: 'New' })]);
    const result = await callEndpoint(fake.transport, RENAME, { params: { thingId: 'a/b' }, query: { notify: 'yes' }, body: { name: 'New' } });
    expect(result).toEqual({ ok: true, status: 200, data: { name: 'New' } });
    expect(fake.sent).toEqual([{
      url: '/api/things/a%2Fb/name?notify=yes',
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-1', 'Idempotency-Key': 'key-1' },
      body: { name: 'New' },
    }]);
  });

  it('sends a read with Accept only, leaving out query values that are not there', async () => {
    const fake = fakeTransport([json({ error: 'x' }, 404)]);
    await callEndpoint(fake.transport, FORM_TEMPLATE_API.read, { query: { type: undefined } });
    expect(fake.sent[0]).toEqual({ url: '/api/template/GetTemplateSchema', method: 'GET', headers: { Accept: 'application/json' }, body: undefined });
  });

  it('sends no body, no Content-Type and no key when the endpoint declares none', async () => {
    const fake = fakeTransport([json({})]);
    await callEndpoint(fake.transport, PING, {});
    expect(fake.sent[0].headers).toEqual({ Accept: 'application/json', 'X-CSRF-Token': 'crumb-1' });
    expect(fake.sent[0].body).toBeUndefined();
  });

  it('gives every refusal one shape: status, the server text, field errors, crumbFail, Retry-After and the body', async () => {
    const body = { error: 'Too many.', errors: { name: 'Required' } };
    const limited = new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '7' } });
    const result = await callEndpoint(fakeTransport([limited]).transport, PING, {});
    expect(result).toEqual({
      ok: false,
      failure: { status: 429, kind: 'server', message: 'Too many.', fieldErrors: { name: 'Required' }, crumbFail: false, retryAfter: 7, body },
    });
    const crumb = await callEndpoint(fakeTransport([json({ error: 'expired', crumbFail: true }, 403)]).transport, PING, {});
    expect(crumb).toMatchObject({ ok: false, failure: { status: 403, crumbFail: true, message: 'expired' } });
  });

  it("prefers a refusal's `message` (the restock answers) to its `error`", async () => {
    const result = await callEndpoint(fakeTransport([json({ error: 'e', message: 'Shown to the visitor.' }, 409)]).transport, PING, {});
    expect(result).toMatchObject({ failure: { message: 'Shown to the visitor.' } });
  });

  it('tells no answer (status 0), an unreadable refusal and an answer the schema rejects apart', async () => {
    const fake = fakeTransport([dropped(), new Response('<html>', { status: 502 }), json({ nope: 1 })]);
    expect(await callEndpoint(fake.transport, PING, {})).toMatchObject({ ok: false, failure: { kind: 'network', status: 0, message: 'Failed to fetch' } });
    expect(await callEndpoint(fake.transport, PING, {})).toMatchObject({ ok: false, failure: { kind: 'protocol', status: 502, message: 'HTTP 502' } });
    const renamed = await callEndpoint(fake.transport, RENAME, { params: { thingId: 't' }, body: { name: 'n' } });
    expect(renamed).toMatchObject({ ok: false, failure: { kind: 'protocol', status: 200, body: { nope: 1 } } });
  });

  it('sends a keyed change the network dropped once more, same key and body; an unkeyed one never', async () => {
    const keyed = fakeTransport([dropped(), json({ name: 'n' })]);
    expect(await callEndpoint(keyed.transport, RENAME, { params: { thingId: 't' }, body: { name: 'n' } }, { idempotencyKey: 'mine' })).toMatchObject({ ok: true });
    expect(keyed.sent).toHaveLength(2);
    expect(keyed.sent[1]).toEqual(keyed.sent[0]);
    expect(keyed.sent[0].headers['Idempotency-Key']).toBe('mine');
    expect(keyed.waits).toEqual([NETWORK_RETRY_DELAY_MS]);

    const unkeyed = fakeTransport([dropped()]);
    expect(await callEndpoint(unkeyed.transport, PING, {})).toMatchObject({ ok: false, failure: { kind: 'network' } });
    expect(unkeyed.sent).toHaveLength(1);
  });

  it('reads the cart for a missing crumb, whatever it answers; getting no answer fails the change', async () => {
    const fresh = fakeTransport([json({ not: 'a cart' }), json({})], [undefined, 'fresh-crumb']);
    expect(await callEndpoint(fresh.transport, PING, {})).toMatchObject({ ok: true });
    expect(fresh.sent.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual(['GET /api/commerce/shopping-cart', 'POST /api/ping']);
    expect(fresh.sent[1].headers['X-CSRF-Token']).toBe('fresh-crumb');

    const offline = fakeTransport([dropped()], [undefined]);
    expect(await callEndpoint(offline.transport, PING, {})).toMatchObject({ ok: false, failure: { kind: 'network', status: 0 } });
    expect(offline.sent).toHaveLength(1);
  });
});
