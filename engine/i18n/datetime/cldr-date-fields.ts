/**
 * The calendar fields of an instant in a time zone, as CLDR's calendar counts them: the local date, day of
 * week and of year, the Julian day number, and weeks by a locale's first day and minimal days.
 */

import { isLeapYear, referenceDay, weekdayOf } from './reference-calendar';

export interface LocalDate {
  /** Year as counted across eras (1 BC is 0), month 1–12, day of month, day of year. */
  year: number;
  month: number;
  day: number;
  dayOfYear: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Milliseconds since local midnight. */
  msInDay: number;
  /** The Julian day number of the local date. */
  julianDay: number;
}

/** The instant's local date and time in the zone, in the reference's calendar (Julian before 1582-10-15). */
export function localDate(ms: number, timeZone: string): LocalDate {
  const day = referenceDay(ms, timeZone);
  const seconds = Math.floor(day.msInDay / 1000);
  return {
    year: day.year,
    month: day.month,
    day: day.day,
    dayOfYear: day.dayOfYear,
    hour: Math.floor(seconds / 3600),
    minute: Math.floor(seconds / 60) % 60,
    second: seconds % 60,
    millisecond: day.msInDay % 1000,
    msInDay: day.msInDay,
    julianDay: day.julianDay,
  };
}

function yearLength(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** The day of the week, 1 (Sunday) to 7 (Saturday). */
export function dayOfWeek(d: LocalDate): number {
  return weekdayOf(d.julianDay);
}

/** Which week of a period (month or year) a day falls in, counted from the week holding enough of its days. */
function weekNumber(firstDay: number, minDays: number, desiredDay: number, dayOfPeriod: number, weekday: number): number {
  let periodStartWeekday = (weekday - firstDay - dayOfPeriod + 1) % 7;
  if (periodStartWeekday < 0) periodStartWeekday += 7;
  const week = Math.floor((desiredDay + periodStartWeekday - 1) / 7);
  return 7 - periodStartWeekday >= minDays ? week + 1 : week;
}

export interface WeekRule {
  firstDay: number;
  minDays: number;
}

/** The week of the year and the year it belongs to (the last days of December may be week 1 of the next). */
export function weekOfYear(d: LocalDate, rule: WeekRule): { week: number; year: number } {
  const { firstDay, minDays } = rule;
  const weekday = dayOfWeek(d);
  const doy = d.dayOfYear;
  const relativeWeekday = (weekday + 7 - firstDay) % 7;
  const jan1RelativeWeekday = (((weekday - doy + 7001 - firstDay) % 7) + 7) % 7;
  let week = Math.floor((doy - 1 + jan1RelativeWeekday) / 7);
  if (7 - jan1RelativeWeekday >= minDays) week++;
  if (week === 0) {
    const dayInPreviousYear = doy + yearLength(d.year - 1);
    return { week: weekNumber(firstDay, minDays, dayInPreviousYear, dayInPreviousYear, weekday), year: d.year - 1 };
  }
  const lastDoy = yearLength(d.year);
  if (doy >= lastDoy - 5) {
    let lastRelativeWeekday = (relativeWeekday + lastDoy - doy) % 7;
    if (lastRelativeWeekday < 0) lastRelativeWeekday += 7;
    if (6 - lastRelativeWeekday >= minDays && doy + 7 - relativeWeekday > lastDoy) return { week: 1, year: d.year + 1 };
  }
  return { week, year: d.year };
}

export function weekOfMonth(d: LocalDate, rule: WeekRule): number {
  return weekNumber(rule.firstDay, rule.minDays, d.day, d.day, dayOfWeek(d));
}
