// SQL for sign-in throttling: failed attempts per account and per client address, shared by every instance so
// a client gains nothing by switching instance or dropping cookies. A failure is counted by one upsert.
import { sql } from 'kysely';
import type { Executor } from './schema';

export interface ThrottleRow {
  failures: number;
  lockedUntil: number;
}

export function createSignInThrottleStore(q: Executor) {
  return {
    async read(key: string): Promise<ThrottleRow | undefined> {
      const row = await q.selectFrom('sign_in_throttles').select(['failures', 'locked_until', 'last_failure_at'])
        .where('key', '=', key).executeTakeFirst();
      return row && { failures: row.failures, lockedUntil: row.locked_until };
    },

    /**
     * Counts a failure (starting again at 1 when the last one is older than `forgetBefore`) and returns the count;
     * concurrent failures each see their own count.
     */
    async fail(key: string, now: number, forgetBefore: number): Promise<number> {
      const row = await q.insertInto('sign_in_throttles').values({ key, failures: 1, last_failure_at: now, locked_until: 0 })
        .onConflict((oc) => oc.column('key').doUpdateSet({
          failures: sql`CASE WHEN sign_in_throttles.last_failure_at < ${forgetBefore} THEN 1 ELSE sign_in_throttles.failures + 1 END`,
          last_failure_at: now,
        }))
        .returning('failures').executeTakeFirstOrThrow();
      return row.failures;
    },

    /** Locks `key` until `until`, unless it is locked longer already. */
    async lock(key: string, until: number): Promise<void> {
      await q.updateTable('sign_in_throttles').set({ locked_until: until }).where('key', '=', key).where('locked_until', '<', until).execute();
    },

    async clear(key: string): Promise<void> {
      await q.deleteFrom('sign_in_throttles').where('key', '=', key).execute();
    },

    /** Drops counts nobody added to since `before` and that lock nothing any more. */
    async purge(before: number, now: number): Promise<void> {
      await q.deleteFrom('sign_in_throttles').where('last_failure_at', '<', before).where('locked_until', '<=', now).execute();
    },
  };
}
