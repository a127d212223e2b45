// The outbox: an email is queued exactly when the transaction around it commits, once per dedupe key, and a claim
// hands each due message to one sender only.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { createOutboxStore } from '../../../server/db/outbox';
import { enqueueEmail, type QueuedEmail } from '../../../server/email/outbox';
import { testDatabase } from '../test-database';
import { SAMPLE_MESSAGES } from './sample-messages';

const T0 = Date.UTC(2026, 4, 1, 12);

function confirmation(dedupeKey: string, to = 'ada@example.com'): QueuedEmail {
  return { ...SAMPLE_MESSAGES['order-confirmation'], to, dedupeKey };
}

let database: Database;

beforeEach(async () => {
  database = await testDatabase();
});

describe('enqueueEmail', () => {
  it('queues a pending message, due now, with its payload as JSON', async () => {
    await enqueueEmail(database.db, confirmation('order-confirmation:o1'), T0);
    const [row] = await createOutboxStore(database.db).list({ limit: 10 });
    expect(row).toMatchObject({
      dedupe_key: 'order-confirmation:o1',
      to_address: 'ada@example.com',
      template: 'order-confirmation',
      status: 'pending',
      attempts: 0,
      next_attempt_at: T0,
      locked_until: null,
      sent_at: null,
      created_at: T0,
    });
    expect(JSON.parse(row.payload)).toEqual(SAMPLE_MESSAGES['order-confirmation'].data);
  });

  it('queues nothing when the transaction rolls back', async () => {
    await expect(database.db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, confirmation('order-confirmation:o1'), T0);
      throw new Error('payment declined');
    })).rejects.toThrow('payment declined');
    expect(await createOutboxStore(database.db).list({ limit: 10 })).toEqual([]);
  });

  it('queues the email when the transaction commits', async () => {
    await database.db.transaction().execute((trx) => enqueueEmail(trx, confirmation('order-confirmation:o1'), T0));
    expect(await createOutboxStore(database.db).list({ limit: 10 })).toHaveLength(1);
  });

  it('queues one message per dedupe key, the first one, inside transactions too', async () => {
    await enqueueEmail(database.db, confirmation('order-confirmation:o1', 'first@example.com'), T0);
    await enqueueEmail(database.db, confirmation('order-confirmation:o1', 'second@example.com'), T0 + 1);
    await database.db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, confirmation('order-confirmation:o1', 'third@example.com'), T0 + 2);
      // The transaction is still usable after the ignored insert (on PostgreSQL a failed statement would abort it).
      await enqueueEmail(trx, confirmation('order-confirmation:o2'), T0 + 2);
    });
    const rows = await createOutboxStore(database.db).list({ limit: 10 });
    expect(rows.map((row) => [row.dedupe_key, row.to_address])).toEqual([
      ['order-confirmation:o2', 'ada@example.com'],
      ['order-confirmation:o1', 'first@example.com'],
    ]);
  });
});

describe('the outbox store', () => {
  async function queue(count: number, at = T0): Promise<void> {
    for (let i = 0; i < count; i++) await enqueueEmail(database.db, confirmation(`k${i}`), at + i);
  }

  it('says whether enqueue inserted', async () => {
    const store = createOutboxStore(database.db);
    const message = { id: 'm1', dedupeKey: 'k', to: 'a@example.com', template: 'gift-card', payload: '{}', createdAt: T0 };
    expect(await store.enqueue(message)).toBe(true);
    expect(await store.enqueue({ ...message, id: 'm2' })).toBe(false);
    expect(await store.find('m2')).toBeUndefined();
  });

  it('claims due messages oldest first, up to the limit, and locks them', async () => {
    await queue(3);
    await enqueueEmail(database.db, confirmation('later'), T0 + 60_000);
    const store = createOutboxStore(database.db);
    const now = T0 + 10;
    const claimed = await store.claimDue(now, 2, 5_000);
    expect(claimed.map((row) => row.dedupe_key)).toEqual(['k0', 'k1']);
    expect(claimed.every((row) => row.locked_until === now + 5_000)).toBe(true);
    // The next claim gets only what is left and due: k2, not the locked ones nor the one due later.
    expect((await store.claimDue(now, 10, 5_000)).map((row) => row.dedupe_key)).toEqual(['k2']);
    expect(await store.claimDue(now, 10, 5_000)).toEqual([]);
    // Once a lock expires, the message can be claimed again (its sender died).
    expect((await store.claimDue(now + 5_000, 10, 5_000)).map((row) => row.dedupe_key)).toEqual(['k0', 'k1', 'k2']);
  });

  it('never hands one message to two concurrent claims', async () => {
    await queue(30);
    const store = createOutboxStore(database.db);
    const claims = await Promise.all(Array.from({ length: 4 }, () => store.claimDue(T0 + 100, 10, 60_000)));
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(30);
    const rest = await store.claimDue(T0 + 100, 100, 60_000);
    expect(ids.length + rest.length).toBe(30);
  });

  it('records sent, retry and failed outcomes', async () => {
    await queue(3);
    const store = createOutboxStore(database.db);
    const [a, b, c] = await store.claimDue(T0 + 10, 3, 60_000);

    await store.markSent(a.id, T0 + 20);
    expect(await store.find(a.id)).toMatchObject({ status: 'sent', sent_at: T0 + 20, attempts: 1, locked_until: null });

    await store.markRetry(b.id, 1, T0 + 60_000, '451 try again later');
    expect(await store.find(b.id)).toMatchObject({
      status: 'pending', attempts: 1, next_attempt_at: T0 + 60_000, locked_until: null, last_error: '451 try again later',
    });
    expect(await store.claimDue(T0 + 59_999, 10, 60_000)).toEqual([]);
    expect((await store.claimDue(T0 + 60_000, 10, 60_000)).map((row) => row.id)).toEqual([b.id]);

    await store.markFailed(c.id, 7, '550 no such mailbox');
    expect(await store.find(c.id)).toMatchObject({ status: 'failed', attempts: 7, last_error: '550 no such mailbox' });
    expect((await store.list({ status: 'failed', limit: 10 })).map((row) => row.id)).toEqual([c.id]);
    expect((await store.list({ status: 'sent', limit: 10 })).map((row) => row.id)).toEqual([a.id]);
    expect(await store.list({ limit: 2 })).toHaveLength(2);
  });
});
