// SQL for rate-limit windows, shared by every instance on the database: one row per limiter and client,
// counted by a single upsert so concurrent requests cannot both see the same count.
import { sql } from 'kysely';
import { prepare } from './prepared';
import type { Executor } from './schema';

export interface WindowCount {
  hits: number;
  resetAt: number;
}

// A window that ended starts again at 1 with a new end; otherwise the count goes up.
const hit = prepare((q, bucket: string, now: number, nextReset: number) =>
  q.insertInto('rate_limits').values({ bucket, hits: 1, reset_at: nextReset })
    .onConflict((oc) => oc.column('bucket').doUpdateSet({
      hits: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.hits + 1 END`,
      reset_at: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN ${nextReset} ELSE rate_limits.reset_at END`,
    }))
    .returning(['hits', 'reset_at']));

/**
 * Windows dropped by one sweep at most. A sweep runs inside a request (in its unit of work on SQLite), and a busy
 * store gains a row per new client: a window's worth of them deleted at once would hold up the requests behind it.
 */
export const SWEEP_BATCH = 500;

// The longest-ended windows first, through the index on reset_at.
const purge = prepare((q, cutoff: number, limit: number) =>
  q.deleteFrom('rate_limits').where('bucket', 'in', q.selectFrom('rate_limits').select('bucket').where('reset_at', '<', cutoff).orderBy('reset_at').limit(limit)));

export function createRateLimitStore(q: Executor) {
  return {
    /** Counts one request in `bucket`'s window (a new window once the last one ended) and returns the count. */
    async hit(bucket: string, now: number, windowMs: number): Promise<WindowCount> {
      const [row] = (await hit(q, bucket, now, now + windowMs)).rows;
      return { hits: row.hits, resetAt: row.reset_at };
    },

    /** Drops up to SWEEP_BATCH windows that ended before `cutoff`; returns how many it dropped. */
    async purgeEndedBefore(cutoff: number): Promise<number> {
      return Number((await purge(q, cutoff, SWEEP_BATCH)).numAffectedRows ?? 0n);
    },
  };
}
