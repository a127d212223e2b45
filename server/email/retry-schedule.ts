// When a failed email is tried again: a fixed schedule of growing waits, then it stays failed. Seven attempts over
// about 21 hours ride out a mail server's restart or a night-long outage without hammering it.

/** The wait after the 1st, 2nd, … failed attempt; one attempt more than there are waits. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [
  60_000, // 1 minute
  5 * 60_000, // 5 minutes
  30 * 60_000, // 30 minutes
  2 * 3_600_000, // 2 hours
  6 * 3_600_000, // 6 hours
  12 * 3_600_000, // 12 hours
];

/**
 * When to try again after `attempts` attempts failed (counting the one that just did), or undefined when that was
 * the last one.
 */
export function nextAttemptAt(attempts: number, backoff: readonly number[], now: number): number | undefined {
  const wait = backoff[attempts - 1];
  return wait === undefined ? undefined : now + wait;
}
