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

const purge = prepare((q, cutoff: number) => q.deleteFrom('rate_limits').where('reset_at', '<', cutoff));

export function createRateLimitStore(q: Executor) {
  return {
    /** Counts one request in `bucket`'s window (a new window once the last one ended) and returns the count. */
    async hit(bucket: string, now: number, windowMs: number): Promise<WindowCount> {
      const [row] = (await hit(q, bucket, now, now + windowMs)).rows;
      return { hits: row.hits, resetAt: row.reset_at };
    },

    /** Drops windows that ended before `cutoff`. */
    async purgeEndedBefore(cutoff: number): Promise<void> {
      await purge(q, cutoff);
    },
  };
}
