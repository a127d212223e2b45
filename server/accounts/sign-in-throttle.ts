// Sign-in throttling with back-off, per account and per client address, kept in the database: a few failures are
// free, then each one locks further attempts for twice as long as the last (up to a cap). A locked key is refused
// before the password is looked at, so guessing gains nothing while it lasts.
import type { Kysely } from 'kysely';
import { createSignInThrottleStore } from '../db/sign-in-throttles';
import type { Tables } from '../db/schema';

export interface ThrottlePolicy {
  /** failures allowed before the first lock */
  free: number;
  /** the first lock, doubled by each failure after it */
  baseLockMs: number;
  maxLockMs: number;
  /** a key with no failure for this long starts again from zero */
  forgetAfterMs: number;
}

/** Per account: a visitor who mistypes a few times is never slowed; a guesser soon waits minutes. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = { free: 5, baseLockMs: 2_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
/** Per client address: room for a household or an office behind one address, none for a spraying script. */
export const ADDRESS_THROTTLE: ThrottlePolicy = { free: 20, baseLockMs: 2_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

export function lockFor(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** Math.min(30, failures - policy.free - 1));
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

export function createSignInThrottle(db: Kysely<Tables>, now: () => number) {
  const store = createSignInThrottleStore(db);
  const keysOf = (keys: ThrottleKeys) => [
    { key: `account:${keys.account}`, policy: ACCOUNT_THROTTLE },
    { key: `address:${keys.address}`, policy: ADDRESS_THROTTLE },
  ];

  return {
    /** Milliseconds until an attempt for these keys is heard; 0 when it may go ahead. */
    async waitMs(keys: ThrottleKeys): Promise<number> {
      const time = now();
      let wait = 0;
      for (const { key } of keysOf(keys)) {
        const row = await store.read(key);
        if (row && row.lockedUntil > time) wait = Math.max(wait, row.lockedUntil - time);
      }
      return wait;
    },

    async failed(keys: ThrottleKeys): Promise<void> {
      const time = now();
      for (const { key, policy } of keysOf(keys)) {
        const failures = await store.fail(key, time, time - policy.forgetAfterMs);
        const lock = lockFor(failures, policy);
        if (lock > 0) await store.lock(key, time + lock);
      }
      await store.purge(time - Math.max(ACCOUNT_THROTTLE.forgetAfterMs, ADDRESS_THROTTLE.forgetAfterMs), time);
    },

    /** A right password clears the account's count; the address keeps its own, so one good account buys nothing. */
    async succeeded(keys: ThrottleKeys): Promise<void> {
      await store.clear(`account:${keys.account}`);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
