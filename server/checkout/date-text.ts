// Dates as customers read them in emails, in the store's time zone and language: "November 25, 2026", or with
// the time ("Nov 25, 2026, 9:58 PM") where the hour matters (a download link's expiry).
import { DateTime } from 'luxon';

export interface DateTextOptions {
  timeZone: string;
  locale: string;
}

const at = (epochMs: number, { timeZone, locale }: DateTextOptions) => DateTime.fromMillis(epochMs, { zone: timeZone }).setLocale(locale);

export const dayText = (epochMs: number, options: DateTextOptions): string => at(epochMs, options).toLocaleString(DateTime.DATE_FULL);

export const dateTimeText = (epochMs: number, options: DateTextOptions): string => at(epochMs, options).toLocaleString(DateTime.DATETIME_MED);
