// SQL for Idempotency-Key records: the first answer to a mutation, replayed to repeats within 24 hours.
import type { Db } from './database';

export interface IdempotencyRow {
  scope: string;
  key: string;
  request_hash: string;
  status: number | null;
  body: string | null;
  cart_token: string | null;
  created_at: number;
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

export function createIdempotencyStore(db: Db) {
  const find = db.prepare<[string, string], IdempotencyRow>('SELECT * FROM idempotency_keys WHERE scope = ? AND key = ?');
  const reserve = db.prepare<[string, string, string, number]>(
    'INSERT OR IGNORE INTO idempotency_keys (scope, key, request_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const complete = db.prepare<[number, string | null, string | null, string, string]>(
    'UPDATE idempotency_keys SET status = ?, body = ?, cart_token = ? WHERE scope = ? AND key = ?',
  );
  const release = db.prepare<[string, string]>('DELETE FROM idempotency_keys WHERE scope = ? AND key = ?');
  const purge = db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at < ?');

  return {
    find: (scope: string, key: string): IdempotencyRow | undefined => find.get(scope, key),
    /** Claims the key for a first request; false when a record already exists. */
    reserve: (scope: string, key: string, requestHash: string, now: number): boolean =>
      reserve.run(scope, key, requestHash, now).changes === 1,
    complete(scope: string, key: string, status: number, body: string | null, cartToken: string | null): void {
      complete.run(status, body, cartToken, scope, key);
    },
    release: (scope: string, key: string): void => void release.run(scope, key),
    purgeOlderThan: (cutoff: number): void => void purge.run(cutoff),
  };
}
