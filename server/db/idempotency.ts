// SQL for Idempotency-Key records: the first answer to a mutation, replayed to repeats within 24 hours. A key is
// a unique row: whichever request inserts it first runs; the others replay it or are told it is still running.
import type { Selectable } from 'kysely';
import type { Executor, IdempotencyKeysTable } from './schema';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

export function createIdempotencyStore(q: Executor) {
  return {
    find: (scope: string, key: string): Promise<IdempotencyRow | undefined> =>
      q.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst(),

    /** Claims the key for a first request; false when a record already exists. */
    async reserve(scope: string, key: string, requestHash: string, now: number): Promise<boolean> {
      const result = await q.insertInto('idempotency_keys').values({ scope, key, request_hash: requestHash, created_at: now })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    async complete(scope: string, key: string, status: number, body: string | null, cartToken: string | null): Promise<void> {
      await q.updateTable('idempotency_keys').set({ status, body, cart_token: cartToken })
        .where('scope', '=', scope).where('key', '=', key).execute();
    },

    async release(scope: string, key: string): Promise<void> {
      await q.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
    },

    async purgeOlderThan(cutoff: number): Promise<void> {
      await q.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
