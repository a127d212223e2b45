/**
 * The wall clock the reference's `date` formatter reads where its calendar leaves Intl's: Julian dates before
 * 1582-10-15, and each zone's last offset kept after its rules end in 2037 (i18n/datetime/reference-calendar.ts).
 */
import { LAST_RULE_PROBE, mayLeaveIntlCalendar, referenceDayInRange, referenceOffsetMs, weekdayOf } from '../../i18n/datetime/reference-calendar';
import { wallClock, type WallClock } from './zone-clock';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The clock at `epochMs` in `zone` (a zone the wall clock knows), or undefined beyond the reference's days. */
export function referenceClock(epochMs: number, zone: string): WallClock | undefined {
  const day = referenceDayInRange(epochMs, zone);
  if (day === undefined) return undefined;
  const { msInDay } = day;
  return {
    year: day.year,
    // The reference's calendar prints a year BC by its number in that era (668 for 668 BC).
    ...(day.year <= 0 ? { yearOfEra: 1 - day.year } : {}),
    month: day.month,
    day: day.day,
    hour: Math.floor(msInDay / HOUR_MS),
    minute: Math.floor((msInDay % HOUR_MS) / MINUTE_MS),
    second: Math.floor((msInDay % MINUTE_MS) / 1000),
    millisecond: msInDay % 1000,
    weekday: weekdayOf(day.julianDay) - 1,
    dayOfYear: day.dayOfYear,
    offset: referenceOffsetMs(zone, epochMs) / MINUTE_MS,
    epochMs,
    // After the zone's rules end its name is the last rule's, as its offset is.
    ...(epochMs > LAST_RULE_PROBE ? { namedAt: LAST_RULE_PROBE } : {}),
    zone,
  };
}

/**
 * The clock the reference prints an instant by in `zone` (unknown zones read as UTC): Intl's where the two
 * calendars agree, the reference calendar's elsewhere; undefined beyond the days that calendar can date.
 */
export function printedClock(epochMs: number, zone: string): WallClock | undefined {
  const clock = wallClock(epochMs, zone);
  return mayLeaveIntlCalendar(epochMs) ? referenceClock(epochMs, clock.zone) : clock;
}
