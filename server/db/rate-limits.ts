// SQL for rate-limit windows, shared by every instance on the database: one row per limiter and client,
// counted by a single upsert so concurrent requests cannot both see the same count.
import { sql } from 'kysely';
import type { Executor } from './schema';

export interface WindowCount {
  hits: number;
  resetAt: number;
}

export function createRateLimitStore(q: Executor) {
  return {
    /** Counts one request in `bucket`'s window (a new window once the last one ended) and returns the count. */
    async hit(bucket: string, now: number, windowMs: number): Promise<WindowCount> {
      const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
      const row = await q.insertInto('rate_limits').values({ bucket, hits: 1, reset_at: now + windowMs })
        .onConflict((oc) => oc.column('bucket').doUpdateSet({
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
          reset_at: sql`CASE WHEN ${expired} THEN ${now + windowMs} ELSE rate_limits.reset_at END`,
        }))
        .returning(['hits', 'reset_at']).executeTakeFirstOrThrow();
      return { hits: row.hits, resetAt: row.reset_at };
    },

    /** Drops windows that ended before `cutoff`. */
    async purgeEndedBefore(cutoff: number): Promise<void> {
      await q.deleteFrom('rate_limits').where('reset_at', '<', cutoff).execute();
    },
  };
}
