/**
 * Where the reference's calendar leaves Intl's proleptic Gregorian one: it counts Julian dates before
 * 1582-10-15, clamps days to the Julian days 0 (1 January 4713 BC) to 4881503 (31 December 8652), and its zone
 * rules end in 2037, so a zone keeps its last offset after. Here each instant gets the reference's local date,
 * and the stand-in instant Intl can format for it.
 */
import { longOffsetText } from './zone-offset';

const DAY_MS = 86_400_000;
const JD_UNIX_EPOCH = 2_440_588;
const JD_GREGORIAN_CUTOVER = 2_299_161;
const JD_MAX = 4_881_503;
/** Intl's (ECMAScript's) instant range. */
const INTL_LIMIT = 8.64e15;
/** From here on the reference's zones have no transition left. */
const ZONE_RULES_END = Date.UTC(2038, 0, 1);
/** The earliest instant whose local day may be before the Gregorian cutover, with a day to spare for offsets. */
const GREGORIAN_FROM = (JD_GREGORIAN_CUTOVER - JD_UNIX_EPOCH + 1) * DAY_MS;

/** Whether an instant may be formatted differently by the reference than Intl's calendar and zone rules say. */
export function mayLeaveIntlCalendar(ms: number): boolean {
  return ms < GREGORIAN_FROM || ms >= ZONE_RULES_END;
}

/** The zone's offset from UTC in milliseconds at an instant Intl can take, seconds included. */
export function intlOffsetMs(timeZone: string, ms: number): number {
  const text = longOffsetText(timeZone, Math.min(INTL_LIMIT, Math.max(-INTL_LIMIT, ms)));
  const m = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return 0;
  const size = (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '-' ? -size : size;
}

/** An instant at which Intl writes the zone as the reference does after its rules end (the last offset). */
export const LAST_RULE_PROBE = ZONE_RULES_END - 1;

/** The zone's offset at an instant as the reference has it: the last one from 2038 on. */
export function referenceOffsetMs(timeZone: string, ms: number): number {
  return intlOffsetMs(timeZone, ms >= ZONE_RULES_END ? LAST_RULE_PROBE : ms);
}

/** A local date in the reference's calendar: Julian before the cutover, Gregorian after. */
export interface ReferenceDay {
  /** Year as counted across eras (1 BC is 0), month 1–12, day of month, day of year. */
  year: number;
  month: number;
  day: number;
  dayOfYear: number;
  /** The Julian day number (clamped as the reference clamps it) and the milliseconds into the local day. */
  julianDay: number;
  msInDay: number;
  /** Whether the date is on the Julian calendar. */
  julian: boolean;
}

/** Whether a year has 366 days, as the reference counts: every fourth before 1582, the Gregorian rule after. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year < 1582 || year % 100 !== 0 || year % 400 === 0);
}

// Days before each month (0-based), in common and leap years.
const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function monthAndDay(dayOfYear: number, leap: boolean): { month: number; day: number } {
  let month = 12;
  while (month > 1 && dayOfYear <= (MONTH_STARTS[month - 1] as number) + (leap && month > 2 ? 1 : 0)) month--;
  return { month, day: dayOfYear - (MONTH_STARTS[month - 1] as number) - (leap && month > 2 ? 1 : 0) };
}

/** The Julian calendar date of a Julian day number (day 1 of year 1 is Julian day 1721424). */
function julianCalendarDate(jd: number): { year: number; dayOfYear: number } {
  const daysSinceEpoch = jd - 1_721_424;
  const year = Math.floor((4 * daysSinceEpoch + 1464) / 1461);
  const jan1 = 365 * (year - 1) + Math.floor((year - 1) / 4);
  return { year, dayOfYear: daysSinceEpoch - jan1 + 1 };
}

/** The instant's local date in the zone, as the reference's Gregorian calendar gives it. */
export function referenceDay(ms: number, timeZone: string): ReferenceDay {
  const local = ms + referenceOffsetMs(timeZone, ms);
  const days = Math.floor(local / DAY_MS);
  const msInDay = Math.floor(local - days * DAY_MS);
  const julianDay = Math.min(JD_MAX, Math.max(0, days + JD_UNIX_EPOCH));
  if (julianDay < JD_GREGORIAN_CUTOVER) {
    const { year, dayOfYear } = julianCalendarDate(julianDay);
    return { year, ...monthAndDay(dayOfYear, year % 4 === 0), dayOfYear, julianDay, msInDay, julian: true };
  }
  const date = new Date((julianDay - JD_UNIX_EPOCH) * DAY_MS);
  const year = date.getUTCFullYear();
  const jan1 = new Date(0);
  jan1.setUTCFullYear(year, 0, 1);
  const dayOfYear = julianDay - JD_UNIX_EPOCH - Math.floor(jan1.getTime() / DAY_MS) + 1;
  return { year, month: date.getUTCMonth() + 1, day: date.getUTCDate(), dayOfYear, julianDay, msInDay, julian: false };
}

/** The instant's local date as `referenceDay` gives it, or undefined outside the days the reference clamps to. */
export function referenceDayInRange(ms: number, timeZone: string): ReferenceDay | undefined {
  const day = Math.floor((ms + referenceOffsetMs(timeZone, ms)) / DAY_MS) + JD_UNIX_EPOCH;
  return day < 0 || day > JD_MAX ? undefined : referenceDay(ms, timeZone);
}

/** The day of the week of a Julian day, 1 (Sunday) to 7. */
export function weekdayOf(julianDay: number): number {
  return ((julianDay + 1) % 7) + 1;
}

/**
 * How Intl can write an instant the reference dates differently: `at`, an instant whose proleptic Gregorian
 * local date and time are the reference's; `weekdayAt` and `yearAt`, instants to take the weekday and the year
 * (and era) from when `at`'s differ (a Julian 29 February has no Gregorian day in its own year); `zoneAt`, one
 * to take the zone's name from after the reference's rules end.
 */
export interface StandIn {
  at: number;
  weekdayAt?: number;
  yearAt?: number;
  zoneAt?: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12); a day past its month's end runs on into the next. */
export function utcDayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.floor(date.getTime() / DAY_MS);
}

/** The instant with this Gregorian local date and time in the zone (as Intl's rules have it). */
function instantAt(timeZone: string, epochDay: number, msInDay: number): number {
  const local = epochDay * DAY_MS + msInDay;
  const first = local - intlOffsetMs(timeZone, local);
  return local - intlOffsetMs(timeZone, first);
}

/** The stand-in for an instant, or undefined when Intl's own date of it is the reference's. */
export function standInFor(ms: number, timeZone: string): StandIn | undefined {
  if (!mayLeaveIntlCalendar(ms)) return undefined;
  const day = referenceDay(ms, timeZone);
  const zoneAt = ms >= ZONE_RULES_END ? LAST_RULE_PROBE : undefined;
  const offset = referenceOffsetMs(timeZone, ms);
  const unclampedDay = Math.floor((ms + offset) / DAY_MS) + JD_UNIX_EPOCH;
  if (!day.julian && day.julianDay === unclampedDay && offset === intlOffsetMs(timeZone, ms)) return undefined;
  // A Julian leap day in a year the Gregorian calendar has none: the day from four years before, the year after.
  const gregorianLeap = (day.year % 4 === 0 && day.year % 100 !== 0) || day.year % 400 === 0;
  const leapDayOnly = day.month === 2 && day.day === 29 && !gregorianLeap;
  const year = leapDayOnly ? day.year - 4 : day.year;
  const at = instantAt(timeZone, utcDayOf(year, day.month, day.day), day.msInDay);
  const standIn: StandIn = { at };
  if (leapDayOnly) standIn.yearAt = instantAt(timeZone, utcDayOf(day.year, 2, 28), day.msInDay);
  const atWeekday = ((((Math.floor((at + intlOffsetMs(timeZone, at)) / DAY_MS) + 4) % 7) + 7) % 7) + 1;
  const weekday = weekdayOf(day.julianDay);
  if (atWeekday !== weekday) standIn.weekdayAt = at + (((weekday - atWeekday + 7) % 7) * DAY_MS);
  if (zoneAt !== undefined) standIn.zoneAt = zoneAt;
  return standIn;
}
