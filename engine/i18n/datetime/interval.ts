/**
 * Date ranges (`Feb 24 – Jun 19, 2020`, `2:04 – 7:38 PM`) through Intl's range
 * formatting, with the skeleton chosen as CLDR's interval formatting chooses
 * it: from `skeleton:`, else `date:` when the dates differ, else `time:`;
 * without any, a range within one day shows hours and minutes, any longer
 * range year, month and day.
 */
import { ExactDateFormat, formatRangeNamingZones } from './exact-format';
import { dateTimeFormat } from '../intl-cache';
import { resolveTimeZone } from '../time-zone';
import { standInFor } from './reference-calendar';
import { bestFitSkeletonOptions, splitSkeleton } from './skeleton';

/** The skeletons a `datetime-interval` may name. */
export interface IntervalOptions {
  skeleton?: string;
  date?: string;
  time?: string;
}

const SAME_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DIFFERENT_DAYS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
// Letters of the fields larger than a minute: era, year, month, day, day period, hour.
const ABOVE_MINUTE = /[GyYurUMLldgabBhHkKjJC]/;
const skeletons = new Map<string, Intl.DateTimeFormatOptions>();

/**
 * Interval options from template arguments, read as the reference reads them:
 * a bare skeleton (the last one wins) or `skeleton:`, `date:` and `time:`.
 */
export function parseIntervalArgs(args: readonly string[]): IntervalOptions {
  const options: IntervalOptions = {};
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? '' : arg.slice(colon + 1);
    if (value === '') {
      if (key !== '' && key !== 'context' && key !== 'skeleton' && key !== 'date' && key !== 'time') options.skeleton = key;
    } else if (key === 'skeleton' || key === 'date' || key === 'time') {
      options[key] = value;
    }
  }
  return options;
}

/** Formats the range `start`–`end` (epoch ms) in `timeZone` with the fields `options` pick. */
export function formatDateInterval(start: number, end: number, locale: string, timeZone: string, options: IntervalOptions = {}): string {
  const zone = resolveTimeZone(timeZone);
  // The dates compared are the reference's (Julian before 1582-10-15, clamped to 4713 BC–8652).
  const datesDiffer = datesDifferIn(standInFor(start, zone)?.at ?? start, standInFor(end, zone)?.at ?? end, zone);
  let skeleton = options.skeleton || (datesDiffer && options.date ? options.date : options.time);
  let fields: Intl.DateTimeFormatOptions;
  let key: string;
  if (!skeleton) {
    fields = datesDiffer ? DIFFERENT_DAYS : SAME_DAY;
    key = datesDiffer ? '\u0001yMMMd' : '\u0001hm';
  } else {
    // Context CLDR adds: the dates of a time-only range over several days, the hour of bare minutes or seconds.
    if (datesDiffer && splitSkeleton(skeleton).date === '') skeleton = `yMMMd${skeleton}`;
    if (!ABOVE_MINUTE.test(skeleton)) skeleton = (/m/.test(skeleton) ? 'j' : 'jm') + skeleton;
    fields = skeletons.get(skeleton) ?? bestFitSkeletonOptions(skeleton);
    skeletons.set(skeleton, fields);
    key = skeleton;
  }
  const format = dateTimeFormat(locale, { ...fields, timeZone: zone }, `${key}\u0000${zone}`);
  // A range both ends of which print the same is one instant's text, with the narrow space before AM/PM
  // that ICU writes (and V8 drops from a range that collapses).
  let exact = exactFormats.get(format);
  if (exact === undefined) exactFormats.set(format, (exact = new ExactDateFormat(format)));
  const startText = exact.format(start);
  if (start !== end && startText !== exact.format(end)) return formatRangeNamingZones(format, start, end);
  return startText;
}

const exactFormats = new WeakMap<Intl.DateTimeFormat, ExactDateFormat>();

/** Whether era, year, month or day differ between the two instants in `zone`. */
function datesDifferIn(start: number, end: number, zone: string): boolean {
  const day = dateTimeFormat('en', { era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', calendar: 'gregory', timeZone: zone }, `\u0001day\u0000${zone}`);
  return day.format(start) !== day.format(end);
}
