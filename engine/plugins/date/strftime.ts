/**
 * strftime-style patterns for the `date` formatter (`%A, %B %d %Y`), always in
 * English, on the wall clock of the website time zone. A pattern compiles once
 * into a list of literal and field segments.
 */
import { isLeapYear } from '../../i18n/datetime/reference-calendar';
import { zoneAbbreviation } from './zone-abbreviation';
import type { WallClock } from './zone-clock';

type Field = (clock: WallClock) => string;
export type Segment = string | Field;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad2 = (n: number): string => (n < 10 && n >= 0 ? `0${n}` : String(n));
const space2 = (n: number): string => (n < 10 && n >= 0 ? ` ${n}` : String(n));
const hour12 = (clock: WallClock): number => (clock.hour % 12 === 0 ? 12 : clock.hour % 12);
const amPm = (clock: WallClock): string => (clock.hour < 12 ? 'AM' : 'PM');
const eraYear = (clock: WallClock): number => clock.yearOfEra ?? clock.year;

const FIELDS: Record<string, Field> = {
  a: (c) => (DAYS[c.weekday] as string).slice(0, 3),
  A: (c) => DAYS[c.weekday] as string,
  b: (c) => (MONTHS[c.month - 1] as string).slice(0, 3),
  h: (c) => (MONTHS[c.month - 1] as string).slice(0, 3),
  B: (c) => MONTHS[c.month - 1] as string,
  C: (c) => pad2(Math.floor(eraYear(c) / 100)),
  d: (c) => pad2(c.day),
  e: (c) => space2(c.day),
  G: (c) => String(isoWeek(c).year).padStart(4, '0'),
  g: (c) => pad2(isoWeek(c).year % 100),
  H: (c) => pad2(c.hour),
  I: (c) => pad2(hour12(c)),
  i: (c) => String(hour12(c)),
  j: (c) => String(c.dayOfYear).padStart(3, '0'),
  k: (c) => space2(c.hour),
  l: (c) => space2(hour12(c)),
  m: (c) => pad2(c.month),
  M: (c) => pad2(c.minute),
  n: () => '\n',
  N: (c) => String(c.millisecond * 1_000_000).padStart(9, '0'),
  p: amPm,
  P: (c) => amPm(c).toLowerCase(),
  q: (c) => String(Math.floor((c.month - 1) / 3) + 1),
  s: (c) => String(Math.floor(c.epochMs / 1000)),
  S: (c) => pad2(c.second),
  t: () => '\t',
  u: (c) => String(c.weekday === 0 ? 7 : c.weekday),
  // Both week numbers count weeks that start on Sunday, week 1 holding January 1st.
  U: (c) => pad2(sundayWeek(c)),
  W: (c) => pad2(sundayWeek(c)),
  V: (c) => pad2(isoWeek(c).week),
  w: (c) => String(c.weekday),
  y: (c) => pad2(eraYear(c) % 100),
  Y: (c) => String(eraYear(c)),
  z: (c) => utcOffset(c.offset),
  Z: (c) => zoneAbbreviation(c.zone, c.namedAt ?? c.epochMs, c.offset),
  '%': () => '%',
};

// Composite directives, written in terms of the fields above.
const COMPOSITES: Record<string, string> = {
  c: '%a, %b %E, %Y %i:%M:%S %p %Z',
  D: '%m/%d/%y',
  F: '%Y-%m-%d',
  r: '%i:%M:%S %p',
  R: '%H:%M',
  T: '%H:%M:%S',
  v: '%e-%b-%Y',
  x: '%m/%d/%Y',
  X: '%I:%M:%S %p',
};

// `%E` is internal (the unpadded day inside `%c`); in a template it prints nothing, like other unknown letters.
const UNPADDED_DAY: Field = (c) => String(c.day);

export function compileStrftime(pattern: string): Segment[] {
  const segments: Segment[] = [];
  appendPattern(pattern, segments, false);
  return segments;
}

export function renderStrftime(segments: readonly Segment[], clock: WallClock): string {
  let out = '';
  for (const segment of segments) out += typeof segment === 'string' ? segment : segment(clock);
  return out;
}

function appendPattern(pattern: string, segments: Segment[], internal: boolean): void {
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch !== '%' || i === pattern.length - 1) {
      literal += ch;
      continue;
    }
    const directive = pattern[++i] as string;
    const composite = COMPOSITES[directive];
    const field = internal && directive === 'E' ? UNPADDED_DAY : FIELDS[directive];
    if (composite !== undefined || field !== undefined) {
      if (literal !== '') segments.push(literal);
      literal = '';
      if (composite !== undefined) appendPattern(composite, segments, true);
      else if (field !== undefined) segments.push(field);
    }
  }
  if (literal !== '') segments.push(literal);
}

function utcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  // Padded to two characters as text, as the reference pads: a local mean time's minutes keep their fraction
  // unpadded (+00:9.35 for Paris before 1891).
  return `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${String(abs % 60).padStart(2, '0')}`;
}

function sundayWeek(c: WallClock): number {
  // The week holding January 1st is week 1, even when it starts in December.
  if (c.dayOfYear + (6 - c.weekday) > daysInYear(c.year)) return 1;
  return Math.floor((c.dayOfYear - 1 + januaryFirstWeekday(c)) / 7) + 1;
}

/** 0 (Sunday) to 6: the weekday of January 1st of the clock's year, counted back from its own day. */
function januaryFirstWeekday(c: WallClock): number {
  return (((c.weekday - (c.dayOfYear - 1)) % 7) + 7) % 7;
}

/** ISO 8601 week number and week-based year (weeks start on Monday; week 1 holds the first Thursday). */
function isoWeek(c: WallClock): { year: number; week: number } {
  const isoWeekday = c.weekday === 0 ? 7 : c.weekday;
  const thursdayOrdinal = c.dayOfYear - isoWeekday + 4;
  if (thursdayOrdinal < 1) {
    const days = daysInYear(c.year - 1);
    const lastYearsFirst = (((januaryFirstWeekday(c) - days) % 7) + 7) % 7;
    return { year: c.year - 1, week: weeksInYear(lastYearsFirst, days) };
  }
  if (thursdayOrdinal > daysInYear(c.year)) return { year: c.year + 1, week: 1 };
  return { year: c.year, week: Math.floor((thursdayOrdinal - 1) / 7) + 1 };
}

/** Days in a year of the clock's calendar: Julian before 1582 (the reference's dates there), Gregorian after. */
function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

function weeksInYear(januaryFirst: number, days: number): number {
  // A year has 53 ISO weeks when it starts on a Thursday, or on a Wednesday in a leap year.
  return januaryFirst === 4 || (januaryFirst === 3 && days === 366) ? 53 : 52;
}
