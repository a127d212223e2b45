/**
 * The distance from one instant to another as the reference's CLDR library measures it for a relative time: the
 * largest unit the calendar difference holds, and the amount in that unit with the smaller ones as its fraction
 * (months as twelfths of a year, days over 365.25 a year or 30.44 a month). The reference dates both instants in
 * UTC, and so does this.
 */
import { utcDayOf } from './datetime/reference-calendar';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DAYS_PER_YEAR = 365.25;
const DAYS_PER_MONTH = 30.44;
const MONTHS_PER_YEAR = 12;

export type DistanceUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

interface Ymd {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function ymdOf(ms: number): Ymd {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function epochDay({ year, month, day }: Ymd): number {
  return utcDayOf(year, month, day);
}

/** Year and month with the month brought into 1–12. */
function normalMonth(year: number, month: number): { year: number; month: number } {
  const index = month - 1;
  return { year: year + Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

function daysInMonth(year: number, month: number): number {
  return epochDay({ year, month: month + 1, day: 1 }) - epochDay({ year, month, day: 1 });
}

/** Whether (year, month, day) lies past `date` in the direction `step` (+1 later, -1 earlier). */
function beyond(step: number, year: number, month: number, day: number, date: Ymd): boolean {
  if (year !== date.year) return step * (year - date.year) > 0;
  if (month !== date.month) return step * (month - date.month) > 0;
  return step * (day - date.day) > 0;
}

interface Difference {
  years: number;
  months: number;
  /** whole days after the years and months */
  days: number;
  /** the time left after the whole days */
  millis: number;
}

/**
 * Years, months and days from `start` toward `end`, stepping from `start`'s date without passing `end`'s (a month
 * counts only when its day of the month is reached), and the time of day left. Signed: negative toward the past.
 */
function difference(start: number, end: number): Difference {
  const step = end > start ? 1 : -1;
  const one = ymdOf(start);
  let two = ymdOf(end);
  if (one.year === two.year && one.month === two.month && one.day === two.day) return { years: 0, months: 0, days: 0, millis: end - start };
  // The end's date moves a day back toward the start when its time of day comes before the start's.
  const startTime = start - epochDay(one) * DAY;
  const endTime = end - epochDay(two) * DAY;
  if (Math.sign(endTime - startTime) === -step) two = ymdOf((epochDay(two) - step) * DAY);
  const millis = end - (epochDay(two) * DAY + startTime);

  let years = 0;
  let guess = two.year - one.year;
  if (guess !== 0) guess -= step;
  while (!beyond(step, one.year + guess, one.month, one.day, two)) {
    years = guess;
    guess += step;
  }
  let months = 0;
  let monthGuess = step;
  let seek = normalMonth(one.year + years, one.month + monthGuess);
  while (!beyond(step, seek.year, seek.month, one.day, two)) {
    months = monthGuess;
    monthGuess += step;
    seek = normalMonth(seek.year, seek.month + step);
  }
  const landed = normalMonth(one.year + years, one.month + months);
  const clampedDay = Math.min(one.day, daysInMonth(landed.year, landed.month));
  const days = epochDay(two) - epochDay({ ...landed, day: clampedDay });
  return { years, months, days, millis };
}

/** The unit a relative time is told in and its amount, unrounded (negative toward the past). */
export function relativeDistance(start: number, end: number, allowWeeks: boolean): [number, DistanceUnit] {
  const { years, months, days, millis } = difference(start, end);
  const weeks = allowWeeks ? Math.trunc(days / 7) : 0;
  const daysAfterWeeks = allowWeeks ? days % 7 : days;
  // Each amount as the reference adds it up: the whole days go into the time left first, then into days.
  const allDays = (millis + days * DAY) / DAY;
  if (years !== 0) return [years + (months / MONTHS_PER_YEAR + allDays / DAYS_PER_YEAR), 'year'];
  if (months !== 0) return [months + allDays / DAYS_PER_MONTH, 'month'];
  if (weeks !== 0) return [weeks + (millis + daysAfterWeeks * DAY) / DAY / 7, 'week'];
  if (daysAfterWeeks !== 0) return [days + millis / DAY, 'day'];
  const elapsed = days * DAY + millis;
  if (Math.trunc(elapsed / HOUR) !== 0) return [elapsed / HOUR, 'hour'];
  if (Math.trunc(elapsed / MINUTE) !== 0) return [elapsed / MINUTE, 'minute'];
  return [elapsed / SECOND, 'second'];
}
