// SQL for Idempotency-Key records: the first answer to a mutation, replayed to repeats within 24 hours. A key is
// a unique row: whichever request inserts it first runs; the others replay it or are told it is still running.
import type { Selectable } from 'kysely';
import { prepare } from './prepared';
import type { Executor, IdempotencyKeysTable } from './schema';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

const find = prepare((q, scope: string, key: string) =>
  q.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key));

const reserve = prepare((q, scope: string, key: string, requestHash: string, now: number) =>
  q.insertInto('idempotency_keys').values({ scope, key, request_hash: requestHash, created_at: now })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing()));

const insertCompleted = prepare((q, scope: string, key: string, requestHash: string, now: number, status: number, body: string, cartToken: string | null) =>
  q.insertInto('idempotency_keys').values({ scope, key, request_hash: requestHash, created_at: now, status, body, cart_token: cartToken })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing()));

const complete = prepare((q, scope: string, key: string, status: number, body: string | null, cartToken: string | null) =>
  q.updateTable('idempotency_keys').set({ status, body, cart_token: cartToken }).where('scope', '=', scope).where('key', '=', key));

const release = prepare((q, scope: string, key: string) =>
  q.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key));

const dropRecord = prepare((q, scope: string, key: string, createdAt: number) =>
  q.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('created_at', '=', createdAt));

/**
 * Records dropped by one sweep at most. A sweep runs inside a request (in its unit of work on SQLite, holding the
 * one connection), and a busy store's minute of expired answers is thousands of rows of about 2 KB: deleted at
 * once, they would hold up every request queued behind it.
 */
export const PURGE_BATCH = 500;

// The oldest expired records first, through the index on created_at.
const purge = prepare((q, cutoff: number, limit: number) =>
  q.deleteFrom('idempotency_keys').where(({ eb, refTuple, selectFrom }) => eb(
    refTuple('scope', 'key'),
    'in',
    selectFrom('idempotency_keys').select(['scope', 'key']).where('created_at', '<', cutoff)
      .orderBy('created_at').limit(limit).$asTuple('scope', 'key'),
  )));

export function createIdempotencyStore(q: Executor) {
  return {
    async find(scope: string, key: string): Promise<IdempotencyRow | undefined> {
      return (await find(q, scope, key)).rows[0];
    },

    /** Claims the key for a first request; false when a record already exists. */
    async reserve(scope: string, key: string, requestHash: string, now: number): Promise<boolean> {
      return Number((await reserve(q, scope, key, requestHash, now)).numAffectedRows ?? 0n) === 1;
    },

    /**
     * Records a first request and its answer in one write, for a request whose change commits with it (a unit of
     * work); false when a record of the key already exists.
     */
    async recordAnswered(scope: string, key: string, requestHash: string, now: number, status: number, body: string, cartToken: string | null): Promise<boolean> {
      return Number((await insertCompleted(q, scope, key, requestHash, now, status, body, cartToken)).numAffectedRows ?? 0n) === 1;
    },

    async complete(scope: string, key: string, status: number, body: string | null, cartToken: string | null): Promise<void> {
      await complete(q, scope, key, status, body, cartToken);
    },

    async release(scope: string, key: string): Promise<void> {
      await release(q, scope, key);
    },

    /** Drops the record made at `createdAt` (an expired or abandoned one), not one that replaced it since. */
    async dropRecord(scope: string, key: string, createdAt: number): Promise<void> {
      await dropRecord(q, scope, key, createdAt);
    },

    /** Drops up to PURGE_BATCH records made before `cutoff`, oldest first; returns how many it dropped. */
    async purgeOlderThan(cutoff: number): Promise<number> {
      return Number((await purge(q, cutoff, PURGE_BATCH)).numAffectedRows ?? 0n);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
