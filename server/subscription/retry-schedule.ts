// When a declined renewal is tried again: 1, 3 and 7 days after each failed attempt (counted in the store's time
// zone, so a retry keeps its time of day across a clock change). After the third retry fails the subscription is
// past due and is not charged again.
import { DateTime } from 'luxon';

/** Days from a failed attempt to the next one; its length is the number of retries. */
export const RETRY_DELAY_DAYS: readonly number[] = [1, 3, 7];

/** When attempt `failedAttempt` + 1 happens after attempt `failedAttempt` failed at `failedAt`; null: no more. */
export function nextRetryAt(failedAttempt: number, failedAt: number, timeZone: string): number | null {
  const days = RETRY_DELAY_DAYS[failedAttempt - 1];
  if (days === undefined) return null;
  return DateTime.fromMillis(failedAt, { zone: timeZone }).plus({ days }).toMillis();
}
