/**
 * `google-calendar-url`: a Google Calendar "add event" link for an event
 * (spec §7: title, start and end in UTC, and location).
 */
import type { FormatterSpec } from '../../api';
import { toNumber, toText } from '../../core/coercion';
import { field } from '../../content/record-fields';
import { printedClock } from '../../date/reference-clock';
import { compileStrftime, renderStrftime } from '../../date/strftime';

const DAY_MS = 86_400_000;
/** Julian day number of 1970-01-01. */
const UNIX_EPOCH_JULIAN_DAY = 2_440_588;
/** Dates the calendar supports: Julian day 0 (1 Jan 4713 BC) to 31 Dec 8652. */
const MIN_TIME = -UNIX_EPOCH_JULIAN_DAY * DAY_MS;
const MAX_TIME = Date.UTC(8652, 11, 31, 23, 59, 59, 999);

const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'addressCountry'] as const;

// Characters the calendar's `text` parameter keeps as they are (those of JavaScript's legacy `escape`).
const KEPT = /[A-Za-z0-9@*_+\-./]/;

/** Percent-encodes the event title: %XX for Latin-1 characters, %uXXXX beyond. */
function escapeTitle(title: string): string {
  let out = '';
  for (let i = 0; i < title.length; i++) {
    const c = title[i];
    if (KEPT.test(c)) {
      out += c;
      continue;
    }
    const code = title.charCodeAt(i);
    const hex = code.toString(16).toUpperCase();
    out += code < 256 ? `%${hex.padStart(2, '0')}` : `%u${hex.padStart(4, '0')}`;
  }
  return out;
}

// The reference writes each end with its date formatter's pattern, in UTC and on its own calendar (Julian dates
// before 1582-10-15; years unpadded).
const STAMP = compileStrftime('%Y%m%dT%H%M%SZ');

/** An instant as yyyyMMdd'T'HHmmss'Z'; `time` lies within the calendar's days (dateProblem). */
function utcStamp(time: number): string {
  const clock = printedClock(time, 'UTC');
  return clock === undefined ? '' : renderStrftime(STAMP, clock);
}

/** Why `time` cannot be placed on the calendar, or undefined when it can. */
function dateProblem(time: number): string | undefined {
  if (Number.isNaN(time)) return 'Invalid date.';
  if (time >= MIN_TIME && time <= MAX_TIME) return undefined;
  const julianDay = Math.floor(time / DAY_MS) + UNIX_EPOCH_JULIAN_DAY;
  return `Julian day ${julianDay} is outside the supported range: 1 Jan 4713 BC to 31 Dec 8652 AD.`;
}

export const googleCalendarUrlFormatters: Record<string, FormatterSpec> = {
  'google-calendar-url': {
    apply(event, _args, ctx) {
      const start = toNumber(field(event, 'startDate'));
      const end = toNumber(field(event, 'endDate'));
      const problem = dateProblem(start) ?? dateProblem(end);
      if (problem !== undefined) {
        ctx.error(problem);
        return undefined;
      }
      const location = field(event, 'location');
      const address = ADDRESS_FIELDS.map((name) => toText(field(location, name))).filter((part) => part !== '');
      return (
        `http://www.google.com/calendar/event?action=TEMPLATE&text=${escapeTitle(toText(field(event, 'title')))}` +
        `&dates=${utcStamp(start)}/${utcStamp(end)}` +
        (address.length > 0 ? `&location=${encodeURIComponent(address.join(', '))}` : '')
      );
    },
  },
};
