// When the next charge of a subscription falls: its billing period after a date, in the store's time zone so a
// monthly plan bills on the same day of each month (the 31st becomes the month's last day).
import { DateTime } from 'luxon';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

const LUXON_UNITS = { WEEK: 'weeks', MONTH: 'months', YEAR: 'years' } as const;

export function addBillingPeriod(epochMs: number, period: { value: number; unit: BillingUnit | string }, timeZone = 'UTC'): number {
  const unit = LUXON_UNITS[period.unit as BillingUnit];
  if (!unit) throw new Error(`unknown billing unit ${period.unit}`);
  return DateTime.fromMillis(epochMs, { zone: timeZone }).plus({ [unit]: period.value }).toMillis();
}
