import { describe, expect, it } from 'vitest';
import { GIFT_CARD_ANSWERS } from '../gift-card-answers';
import { Hono } from 'hono';
import { clientAddress, parseTrustedProxies, UNKNOWN_ADDRESS } from '../../../server/middleware/client-address';
import { createRateLimitStore, SWEEP_BATCH } from '../../../server/db/rate-limits';
import { testDatabase } from '../test-database';
import { freshApi, fromAddress, itemIdOf, Visitor } from '../visitor';

const GIFT = itemIdOf('gift-card');

describe('rate limit', () => {
  it('answers 429 with Retry-After after 20 cart changes in 10 s, then lets the visitor in again', async () => {
    let clock = 1_000_000;
    const visitor = await new Visitor(freshApi({ now: () => clock })).arrive();
    for (let i = 0; i < 20; i++) {
      expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
    }
    clock += 4_000;
    const limited = await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS });
    expect(limited).toMatchObject({ status: 429, body: { error: 'Please try again in a few seconds.' } });
    expect(limited.headers.get('retry-after')).toBe('6');
    clock += 6_000;
    expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
    expect((await visitor.cart()).body.totalQuantity).toBe(21);
  });

  it('counts quantity changes with adds, per client address', async () => {
    const app = freshApi({ rateLimit: { limit: 2, windowMs: 10_000 } });
    const visitor = await new Visitor(app).arrive();
    const id = (await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-50', additionalFields: GIFT_CARD_ANSWERS })).body.newlyAdded.id;
    expect((await visitor.setQuantity(id, { quantity: 2 })).status).toBe(200);
    expect((await visitor.setQuantity(id, { quantity: 3 })).status).toBe(429);
    const neighbour = await new Visitor(app).arrive();
    expect((await neighbour.add({ itemId: GIFT, sku: 'SQ-GIFT-50', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
  });

  it('counts refused changes too: their rolled-back work does not take the hit with it', async () => {
    const visitor = await new Visitor(freshApi({ rateLimit: { limit: 3, windowMs: 10_000 } })).arrive();
    expect((await visitor.add({ itemId: 'no-such-item' })).status).toBe(404);
    expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', quantity: 0, additionalFields: GIFT_CARD_ANSWERS })).status).toBe(422);
    expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
    expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(429);
    expect((await visitor.cart()).body.totalQuantity).toBe(1);
  });

  it('sweeps a backlog of ended windows a batch per request, so no one request deletes them all', async () => {
    let clock = Date.UTC(2026, 10, 1);
    const database = await testDatabase();
    const windows = createRateLimitStore(database.db);
    const ended = 2 * SWEEP_BATCH + 10;
    for (let i = 0; i < ended; i++) await windows.hit(`cart:198.51.100.${i}`, clock, 10_000);
    await windows.hit('cart:203.0.113.1', clock, 60_000);
    const left = async () => Number((await database.db.selectFrom('rate_limits').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    clock += 20_000;
    const visitor = await new Visitor(freshApi({ database, now: () => clock })).arrive();
    await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS });
    // One batch went; the visitor's own window was made.
    expect(await left()).toBe(ended + 1 - SWEEP_BATCH + 1);
    await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS });
    await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS });
    // The backlog is gone; the windows still running stay.
    expect(await left()).toBe(2);
    expect((await visitor.cart()).body.totalQuantity).toBe(3);
  });

  it('does not limit reading the cart', async () => {
    const visitor = await new Visitor(freshApi({ rateLimit: { limit: 1, windowMs: 10_000 } })).arrive();
    for (let i = 0; i < 5; i++) expect((await visitor.cart()).status).toBe(200);
  });

  it('gives no fresh allowance to new cookies: 60 adds in a burst from one address, each a new visitor', async () => {
    const app = freshApi();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // A new random crumb cookie (and matching header) every time, as a script would send.
      const visitor = await new Visitor(app, '198.51.100.7').arrive();
      statuses.push((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });
});

describe('the client address', () => {
  const probe = (trustProxy: string | undefined) => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, parseTrustedProxies(trustProxy))));
    return async (peer: string | undefined, forwardedFor?: string) => {
      const answer = await app.request('/', { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} }, peer ? fromAddress(peer) : undefined);
      return answer.text();
    };
  };

  it('is the connection\'s peer, whatever X-Forwarded-For says, when no proxy is trusted (the default)', async () => {
    const address = probe(undefined);
    expect(await address('203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
    expect(await address('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(await address(undefined, '1.2.3.4')).toBe(UNKNOWN_ADDRESS);
  });

  it('is the nearest untrusted hop of X-Forwarded-For behind trusted proxies (KIOSK_TRUST_PROXY)', async () => {
    const address = probe('127.0.0.1, 10.0.0.2');
    // A client cannot pick its address by sending the header itself: only the hops the proxies added count.
    expect(await address('127.0.0.1', 'forged, 203.0.113.9')).toBe('203.0.113.9');
    expect(await address('127.0.0.1', '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(await address('127.0.0.1')).toBe('127.0.0.1');
    expect(await address('198.51.100.1', '203.0.113.9')).toBe('198.51.100.1');
  });

  it('keys the limit on the forwarded client behind a trusted proxy', async () => {
    const app = freshApi({ trustProxy: '127.0.0.1', rateLimit: { limit: 1, windowMs: 10_000 } });
    const add = async (forwardedFor: string) => {
      const visitor = await new Visitor(app, '127.0.0.1').arrive();
      return (await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS }, { 'X-Forwarded-For': forwardedFor })).status;
    };
    expect(await add('203.0.113.1')).toBe(200);
    expect(await add('203.0.113.2')).toBe(200);
    expect(await add('203.0.113.1')).toBe(429);
  });
});
