/**
 * Date and time skeletons formatted as the reference does: the locale's closest CLDR pattern (hour letters
 * `j`/`J`/`C` read as the locale's hour cycle), adjusted to the skeleton, each field written by hand from the
 * locale's CLDR facts; also the standard patterns beside a skeleton. Only for the locales those facts cover.
 */
import { toIntlLocale } from '../locale-tag';
import { CLDR_CALENDAR_DATA } from './cldr-calendar-data';
import type { CldrCalendarData } from './cldr-calendar-types';
import {
  dayOfWeek,
  localDate,
  weekOfMonth,
  weekOfYear,
  type LocalDate,
} from './cldr-date-fields';
import type { DateWidth } from './date-time-glue';
import {
  adjustPattern,
  hasWeekday,
  monthWidthOf,
  parsePattern,
  parseSkeleton,
  SkeletonMatcher,
  splitParsedSkeleton,
  type PatternNode,
} from './cldr-skeleton';
import { zoneFieldText, type ZoneText } from './hand-written-zone';

/** The exemplar-city zone forms (`VVV`, `VVVV`): no hand-written field for them yet, so Intl fits those skeletons. */
const EXEMPLAR_CITY = /VVV/;

/**
 * Whether a skeleton takes the hand-written CLDR pattern: every skeleton, date or time (the reference's best fit
 * among the locale's patterns, which Intl's own best fit often is not: `yMd` in en-GB, `hh` padded, `j` as the
 * 24-hour hour), but for the zone forms not written by hand. Only for the locales with CLDR facts here.
 */
function needsCldrPattern(skeleton: string): boolean {
  return !EXEMPLAR_CITY.test(skeleton);
}

// The reference resolves these tags to the same data (a language alone to its likely region).
const DATA_KEYS: Readonly<Record<string, string>> = {
  en: 'en-US',
  'en-US': 'en-US',
  'en-GB': 'en-GB',
  de: 'de',
  'de-DE': 'de',
  fr: 'fr',
  'fr-FR': 'fr',
  ja: 'ja',
  'ja-JP': 'ja',
  'es-MX': 'es-MX',
};

const matchers = new Map<string, SkeletonMatcher>();

function matcherFor(key: string, data: CldrCalendarData): SkeletonMatcher {
  let matcher = matchers.get(key);
  if (matcher === undefined) {
    matcher = new SkeletonMatcher();
    for (const pattern of data.standard) matcher.add(parseSkeleton(pattern, true, data.hourCycles));
    for (const [skeleton] of data.available) matcher.add(parseSkeleton(skeleton, false, data.hourCycles));
    matcher.sort();
    matchers.set(key, matcher);
  }
  return matcher;
}

/** A date or time formatted by hand: its text at an instant, and the width its date joins a time at. */
export interface HandWrittenDate {
  format(ms: number, timeZone: string): string;
  /** Joins the date's text to a time's with the locale's pattern at `width` (by default the matched pattern's). */
  join(date: string, time: string, width?: DateWidth): string;
}

/** The CLDR facts of a locale and the key they are cached by, when the locale is one of those covered here. */
function localeFacts(locale: string): { key: string; data: CldrCalendarData } | undefined {
  const key = DATA_KEYS[toIntlLocale(locale)];
  const data = key === undefined ? undefined : CLDR_CALENDAR_DATA[key];
  return key === undefined || data === undefined ? undefined : { key, data };
}

/**
 * The hand-written format of a skeleton, or undefined when Intl writes it or the locale has no CLDR facts here.
 * `half` asks for the date or the time fields of `whole` (by default the skeleton itself) as the reference
 * splits a skeleton before matching each half: keyed then by canonical letters, not as written.
 */
export function handWrittenDate(skeleton: string, locale: string, half?: 'date' | 'time', whole?: string): HandWrittenDate | undefined {
  const facts = localeFacts(locale);
  const source = half === undefined ? skeleton : whole ?? skeleton;
  if (facts === undefined || !needsCldrPattern(source)) return undefined;
  const { key, data } = facts;
  const parsed = parseSkeleton(source, false, data.hourCycles);
  const wanted = half === undefined ? parsed : splitParsedSkeleton(parsed)[half];
  const match = matcherFor(key, data).match(wanted);
  if (match === undefined) return undefined;
  const raw = match.pattern ?? data.available.find(([s]) => s === match.key)?.[1] ?? '';
  const nodes = adjustPattern(parsePattern(raw), wanted, decimalSign(locale));
  const monthWidth = monthWidthOf(match);
  const wrapWidth: DateWidth = monthWidth === 4 ? (hasWeekday(match) ? 'full' : 'long') : monthWidth === 3 ? 'medium' : 'short';
  return writer(nodes, data, locale, wrapWidth);
}

const WIDTH_ORDER: readonly DateWidth[] = ['short', 'medium', 'long', 'full'];

/** The locale's standard date or time pattern at a width, written by hand; undefined without CLDR facts here. */
export function handWrittenStandard(width: DateWidth, kind: 'date' | 'time', locale: string): HandWrittenDate | undefined {
  const facts = localeFacts(locale);
  if (facts === undefined) return undefined;
  const raw = facts.data.standard[WIDTH_ORDER.indexOf(width) * 2 + (kind === 'time' ? 1 : 0)] ?? '';
  if (EXEMPLAR_CITY.test(raw)) return undefined;
  return writer(parsePattern(raw), facts.data, locale, width);
}

function writer(nodes: readonly PatternNode[], data: CldrCalendarData, locale: string, wrapWidth: DateWidth): HandWrittenDate {
  const zones = new Map<string, ZoneText | undefined>();
  return {
    format: (ms, timeZone) => {
      const zone = (letter: string, width: number): string => {
        const zoneKey = `${letter}${width}\u0000${timeZone}`;
        let text = zones.get(zoneKey);
        if (!zones.has(zoneKey)) {
          text = zoneFieldText(letter, width, toIntlLocale(locale), data.gmt, timeZone);
          zones.set(zoneKey, text);
        }
        return text === undefined ? '' : text(ms);
      };
      return writePattern(nodes, localDate(ms, timeZone), data, zone);
    },
    join: (date, time, width) => joinDateTime(data.wrappers[width ?? wrapWidth], date, time),
  };
}

const decimals = new Map<string, string>();

/** The locale's decimal sign, which the reference puts before fractions of a second. */
function decimalSign(locale: string): string {
  let sign = decimals.get(locale);
  if (sign === undefined) {
    sign = new Intl.NumberFormat(toIntlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimals.set(locale, sign);
  }
  return sign;
}

/**
 * A wrapper pattern filled in: `{1}` the date, `{0}` the time, quote marks dropped. An empty date or time is
 * not wrapped: the other stands alone, as in the reference.
 */
function joinDateTime(wrapper: string, date: string, time: string): string {
  if (date === '' || time === '') return date === '' ? time : date;
  return wrapper.replace(/'/g, '').replace(/\{([01])\}/g, (_, index: string) => (index === '1' ? date : time));
}

/** A number's digits, at least `width` of them; the reference writes no sign (year -4712 is 4712). */
const pad = (n: number, width: number): string => {
  const digits = String(Math.abs(n));
  return digits.length < width ? '0'.repeat(width - digits.length) + digits : digits;
};

/** Names by CLDR's width letters count: 4 wide, 5 narrow, else abbreviated. */
function nameWidth(width: number): 'abbreviated' | 'wide' | 'narrow' {
  return width === 5 ? 'narrow' : width === 4 ? 'wide' : 'abbreviated';
}

function weekdayName(names: CldrCalendarData['weekdays']['format'], d: LocalDate, width: number): string {
  const key = width === 6 ? 'short' : width === 5 ? 'narrow' : width === 4 ? 'wide' : 'abbreviated';
  return names[key][dayOfWeek(d) - 1] ?? '';
}

/** The year of an era, as the reference numbers it (two letters: the last two digits). */
function yearText(year: number, width: number): string {
  return pad(width === 2 ? year % 100 : year, width);
}

function writeField(letter: string, width: number, d: LocalDate, data: CldrCalendarData): string | undefined {
  const rule = { firstDay: data.firstDay, minDays: data.minDays };
  switch (letter) {
    case 'G': {
      const era = d.year > 0 ? 1 : 0;
      return data.eras[width === 5 ? 'narrow' : width === 4 ? 'names' : 'abbr'][era];
    }
    case 'y':
      return yearText(d.year > 0 ? d.year : 1 - d.year, width);
    case 'Y':
      return yearText(weekOfYear(d, rule).year, width);
    case 'u':
      return pad(d.year, width);
    case 'r':
      return pad(d.year, width);
    case 'U':
      return '';
    case 'Q':
    case 'q': {
      const quarter = Math.floor((d.month - 1) / 3) + 1;
      if (width < 3) return pad(quarter, width);
      return data.quarters[letter === 'Q' ? 'format' : 'standAlone'][nameWidth(width)][quarter - 1];
    }
    case 'M':
    case 'L':
      if (width < 3) return pad(d.month, width);
      return data.months[letter === 'M' ? 'format' : 'standAlone'][nameWidth(width)][d.month - 1];
    case 'w':
      return pad(weekOfYear(d, rule).week, Math.min(width, 2));
    case 'W':
      return String(weekOfMonth(d, rule));
    case 'd':
      return pad(d.day, Math.min(width, 2));
    case 'D':
      return pad(d.dayOfYear, Math.min(width, 3));
    case 'F':
      return String(Math.floor((d.day - 1) / 7) + 1);
    case 'g':
      return pad(d.julianDay, width);
    case 'E':
      return weekdayName(data.weekdays.format, d, width);
    case 'e':
    case 'c': {
      if (width > 2) return weekdayName(data.weekdays[letter === 'c' ? 'standAlone' : 'format'], d, width);
      const ordinal = ((7 - data.firstDay + dayOfWeek(d)) % 7) + 1;
      return pad(ordinal, letter === 'c' ? 1 : width);
    }
    case 'a':
      return data.dayPeriods[nameWidth(width)][d.hour < 12 ? 'am' : 'pm'];
    case 'b':
      return extendedDayPeriod(d, data, width);
    case 'B': {
      const flexible = flexibleDayPeriod(d, data);
      return (flexible === '' ? '' : data.dayPeriods[nameWidth(width)][flexible]) || extendedDayPeriod(d, data, width);
    }
    case 'h':
      return pad(d.hour % 12 === 0 ? 12 : d.hour % 12, Math.min(width, 2));
    case 'H':
      return pad(d.hour, Math.min(width, 2));
    case 'K':
      return pad(d.hour % 12, Math.min(width, 2));
    case 'k':
      return pad(d.hour === 0 ? 24 : d.hour, Math.min(width, 2));
    case 'm':
      return pad(d.minute, Math.min(width, 2));
    case 's':
      return pad(d.second, Math.min(width, 2));
    case 'S':
      return fractionOfSecond(d.millisecond, width);
    case 'A':
      return pad(d.msInDay, width);
    default:
      // `l` and fields a date pattern never holds: the reference writes nothing.
      return undefined;
  }
}

/** `b`: noon and midnight on the hour where the locale names them, else am or pm. */
function extendedDayPeriod(d: LocalDate, data: CldrCalendarData, width: number): string {
  const names = data.dayPeriods[nameWidth(width)];
  const amPm = d.hour < 12 ? 'am' : 'pm';
  const exact = d.minute === 0 && (d.hour === 0 || d.hour === 12) ? (d.hour === 0 ? 'midnight' : 'noon') : amPm;
  return names[exact] || names[amPm] || '';
}

/** The key of the flexible day period (`B`) holding the local time: the last run starting at or before it. */
function flexibleDayPeriod(d: LocalDate, data: CldrCalendarData): string {
  const minute = d.hour * 60 + d.minute;
  let key = '';
  for (const [start, period] of data.flexibleDayPeriods) {
    if (start > minute) break;
    key = period;
  }
  return key;
}

/** `S` to `SSS…`: the leading digits of the milliseconds, zeros added past three, as the reference writes them. */
function fractionOfSecond(ms: number, width: number): string {
  const extra = width > 3 ? width - 3 : 0;
  const digits = width - extra;
  const scaled = extra > 0 ? ms * 10 ** extra : ms;
  const value = digits === 3 ? scaled : Math.trunc(digits === 2 ? scaled / 10 : scaled / 100);
  return pad(value, width);
}

function writePattern(
  nodes: readonly PatternNode[],
  d: LocalDate,
  data: CldrCalendarData,
  zone: (letter: string, width: number) => string,
): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('zZOvVXx'.includes(node[0])) out += zone(node[0], node[1]);
    else out += writeField(node[0], node[1], d, data) ?? '';
  }
  return out;
}
