/** `same-day?`: an event's start and end fall on the same calendar day in the website's time zone. */
import type { PredicateSpec } from '../../api';
import { looseNumber } from '../../../i18n/epoch-input';
import { field } from '../record-fields';

// Building a DateTimeFormat is costly: one per time zone, kept for the process.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // An unknown zone name in the site data: compare UTC days rather than fail the page.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

const DAY_MS = 86_400_000;
// The reference reads each instant into a calendar that takes Julian days 0 (4713 BC) to 4,881,503
// (AD 8652) only, the days counted from the Unix epoch's day 2,440,588, and throws outside them.
const FIRST_DAY_MS = -2_440_588 * DAY_MS;
const AFTER_LAST_DAY_MS = (4_881_503 - 2_440_588 + 1) * DAY_MS;

const inCalendar = (ms: number) => ms >= FIRST_DAY_MS && ms < AFTER_LAST_DAY_MS;

export function isSameDay(start: number, end: number, timeZone: string): boolean {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return false;
  if (start === end) return true;
  // No time zone offset exceeds a day: instants further apart are on different days.
  if (Math.abs(start - end) >= 2 * DAY_MS) return false;
  const format = dayFormat(timeZone);
  return format.format(start) === format.format(end);
}

export const sameDayPredicates: Record<string, PredicateSpec> = {
  'same-day': {
    test(_args, ctx) {
      // Read as the reference reads them (a missing date is 0); one that is no number, or no day its
      // calendar knows, makes the reference's calendar throw, so neither branch renders: an error here does the same.
      const event = ctx.node();
      const start = looseNumber(field(event, 'startDate'));
      const end = looseNumber(field(event, 'endDate'));
      if (!inCalendar(start) || !inCalendar(end)) throw new Error('startDate and endDate must be instants from 4713 BC to AD 8652.');
      return isSameDay(start, end, ctx.timeZone);
    },
  },
};
