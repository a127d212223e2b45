import { describe, expect, it } from 'vitest';
import { createIdempotencyStore, PURGE_BATCH } from '../../../server/db/idempotency';
import { ABANDONED_AFTER_MS, IDEMPOTENCY_WINDOW_MS } from '../../../server/middleware/idempotency';
import { sha256Hex } from '../../../server/security/tokens';
import { testDatabase } from '../test-database';
import { freshApi, itemIdOf, Visitor } from '../visitor';

const MUG = itemIdOf('ceramic-mug');
const TEE = itemIdOf('classic-tee');

function setup() {
  let clock = Date.UTC(2026, 10, 1);
  const app = freshApi({ now: () => clock });
  return { visitor: new Visitor(app), advance: (ms: number) => void (clock += ms) };
}

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeat instead of adding twice', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    const key = { 'Idempotency-Key': 'add-mug-1' };
    const first = await visitor.add({ itemId: MUG, quantity: 1 }, key);
    const again = await visitor.add({ itemId: MUG, quantity: 1 }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await visitor.cart()).body).toMatchObject({ totalQuantity: 1, version: 1 });
  });

  it('re-sends the CART cookie when the first answer was lost before the cookie arrived', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    const key = { 'Idempotency-Key': 'lost-answer' };
    await visitor.add({ itemId: MUG, quantity: 1 }, key);
    const token = visitor.cookies.get('CART');
    visitor.cookies.delete('CART');
    visitor.cookies.delete('hasCart');
    const replay = await visitor.add({ itemId: MUG, quantity: 1 }, key);
    expect(replay.setCookies.find((cookie) => cookie.name === 'CART')?.value).toBe(token);
    expect((await visitor.cart()).body.totalQuantity).toBe(1);
  });

  it('refuses a key reused for a different request', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'k' });
    const other = await visitor.add({ itemId: MUG, quantity: 2 }, { 'Idempotency-Key': 'k' });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/Idempotency-Key/);
  });

  it('does not remember refused requests, so a retry runs again', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    const key = { 'Idempotency-Key': 'retry-me' };
    expect((await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-S', quantity: 1, version: 5 }, key)).status).toBe(409);
    expect((await visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-S', quantity: 1, version: 5 }, key)).status).toBe(409);
  });

  it('forgets a key after 24 hours', async () => {
    const { visitor, advance } = setup();
    await visitor.arrive();
    const key = { 'Idempotency-Key': 'daily' };
    await visitor.add({ itemId: MUG, quantity: 1 }, key);
    advance(24 * 60 * 60 * 1000 - 1);
    expect((await visitor.add({ itemId: MUG, quantity: 1 }, key)).headers.get('idempotent-replayed')).toBe('true');
    advance(2);
    const fresh = await visitor.add({ itemId: MUG, quantity: 1 }, key);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(fresh.body.shoppingCart.totalQuantity).toBe(2);
  });

  it('keeps keys apart per visitor', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    const other = new Visitor(visitor.app);
    await other.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'same' });
    const answer = await other.add({ itemId: MUG, quantity: 2 }, { 'Idempotency-Key': 'same' });
    expect(answer.status).toBe(200);
    expect(answer.body.shoppingCart.totalQuantity).toBe(2);
  });

  it('covers quantity changes and removals too', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    const id = (await visitor.add({ itemId: MUG, quantity: 1 })).body.newlyAdded.id;
    const first = await visitor.remove(id, { 'Idempotency-Key': 'rm' });
    const again = await visitor.remove(id, { 'Idempotency-Key': 'rm' });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
  });

  it('refuses a malformed key', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    expect((await visitor.add({ itemId: MUG }, { 'Idempotency-Key': 'x'.repeat(256) })).status).toBe(400);
  });

  it('frees a key whose first request never answered (its process died) once that is plainly abandoned', async () => {
    let clock = Date.UTC(2026, 10, 1);
    const database = await testDatabase();
    const visitor = await new Visitor(freshApi({ database, now: () => clock })).arrive();
    // What a process killed mid-request leaves: the key reserved for this very request, no answer stored.
    const line = { itemId: MUG, quantity: 1 };
    const requestHash = sha256Hex(`POST /api/commerce/shopping-cart/entries\n${JSON.stringify(line)}`);
    await createIdempotencyStore(database.db).reserve(visitor.crumb!, 'crashed', requestHash, clock);
    const key = { 'Idempotency-Key': 'crashed' };
    const meanwhile = await visitor.add(line, key);
    expect(meanwhile).toMatchObject({ status: 409, body: { error: 'A request with this Idempotency-Key is still in progress.' } });
    clock += ABANDONED_AFTER_MS + 1;
    const retried = await visitor.add(line, key);
    expect(retried.status).toBe(200);
    const replayed = await visitor.add(line, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await visitor.cart()).body.totalQuantity).toBe(1);
  });

  it('sweeps a backlog of expired keys a batch per request, so no one request deletes them all', async () => {
    let clock = Date.UTC(2026, 10, 1);
    const database = await testDatabase();
    const store = createIdempotencyStore(database.db);
    const expired = 2 * PURGE_BATCH + 10;
    for (let i = 0; i < expired; i++) await store.recordAnswered('old-visitor', `key-${i}`, 'hash', clock, 200, '{}', null);
    await store.recordAnswered('old-visitor', 'recent', 'hash', clock + 1000, 200, '{}', null);
    const left = async () => Number((await database.db.selectFrom('idempotency_keys').select((eb) => eb.fn.countAll().as('n'))
      .where('scope', '=', 'old-visitor').executeTakeFirstOrThrow()).n);
    clock += IDEMPOTENCY_WINDOW_MS + 500;
    const visitor = await new Visitor(freshApi({ database, now: () => clock })).arrive();
    await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'a' });
    expect(await left()).toBe(expired + 1 - PURGE_BATCH);
    await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'b' });
    await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'c' });
    // The backlog is gone; the key made within the last 24 hours stays.
    expect(await left()).toBe(1);
    expect(await store.find('old-visitor', 'recent')).toBeDefined();
  });

  it('runs the change once when two first requests with one key arrive together', async () => {
    const { visitor } = setup();
    await visitor.arrive();
    await visitor.add({ itemId: MUG, quantity: 1 });
    const key = { 'Idempotency-Key': 'double-click' };
    const answers = await Promise.all([1, 2, 3].map(() => visitor.add({ itemId: TEE, sku: 'SQ-TEE-BLK-S', quantity: 1 }, key)));
    // One ran; each other one was replayed or told the first is still running, never a second change.
    expect(answers.filter((answer) => answer.status === 200 && !answer.headers.get('idempotent-replayed'))).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const cart = (await visitor.cart()).body;
    expect(cart).toMatchObject({ totalQuantity: 2, version: 2 });
  });
});
