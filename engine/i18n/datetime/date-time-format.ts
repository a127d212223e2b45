/**
 * The `datetime` format: named widths (`short` … `full`), `date:`/`time:`
 * widths or skeletons, a whole `skeleton:`, `wrap:` to join date and time at a
 * chosen width, `context:begin-sentence` and `calendar:`. Parsed once; the
 * Intl formatters it needs are built once per locale and time zone.
 */
import { toIntlLocale } from '../locale-tag';
import { resolveTimeZone } from '../time-zone';
import { dateTimeGlue, joinDateTime, type DateWidth } from './date-time-glue';
import { handWrittenDate, handWrittenStandard, type HandWrittenDate } from './cldr-date-pattern';
import { ExactDateFormat } from './exact-format';
import { handWrittenZone } from './hand-written-zone';
import { bestFitSkeletonOptions, splitSkeleton } from './skeleton';

const WIDTHS = new Set<string>(['full', 'long', 'medium', 'short']);
// The calendars the reference accepts; any other value falls back to gregorian.
const CALENDARS: Readonly<Record<string, string>> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  buddhist: 'buddhist',
  iso8601: 'iso8601',
  persian: 'persian',
  japanese: 'japanese',
};

export interface DateTimeOptions {
  /** A width or a skeleton for the date. */
  date?: string;
  /** A width or a skeleton for the time. */
  time?: string;
  /** A skeleton for the whole value (used when neither `date` nor `time` is given). */
  skeleton?: string;
  /** The width whose pattern joins date and time. */
  wrap?: DateWidth;
  /** `begin-sentence` capitalizes the first letter. */
  context?: string;
  /** A CLDR calendar (`japanese`, `buddhist`...); gregorian when absent, whatever the locale prefers. */
  calendar?: string;
  /** The whole skeleton the `date` and `time` skeletons were split from, whose runs of letters they keep. */
  splitFrom?: string;
}

/** What the arguments ask for before date and time are settled: widths and one skeleton. */
interface RequestedFormat {
  date?: DateWidth;
  time?: DateWidth;
  datetime?: DateWidth;
  skeleton?: string;
}

/**
 * Datetime options from template arguments, read as the reference reads them:
 * `date`/`time` alone mean the short width, a bare width sets both, `date:`,
 * `time:` and `datetime:` take a width or add their skeleton fields to the
 * skeleton, bare skeletons add up too, `skeleton:` replaces it, `wrap:`.
 */
export function parseDateTimeArgs(args: readonly string[]): DateTimeOptions {
  const requested: RequestedFormat = {};
  const options: DateTimeOptions = {};
  const addSkeleton = (fields: string) => {
    requested.skeleton = (requested.skeleton ?? '') + fields;
  };
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? '' : arg.slice(colon + 1);
    if (value === '') {
      if (key === 'date' || key === 'time') requested[key] = 'short';
      else if (WIDTHS.has(key)) requested.datetime = key as DateWidth;
      else addSkeleton(key);
      continue;
    }
    switch (key) {
      case 'calendar':
        options.calendar = Object.hasOwn(CALENDARS, value) ? CALENDARS[value] : undefined;
        break;
      case 'context':
        options.context = value === 'begin-sentence' ? value : undefined;
        break;
      case 'date':
      case 'time':
      case 'datetime':
        if (WIDTHS.has(value)) requested[key] = value as DateWidth;
        else addSkeleton(value);
        break;
      case 'skeleton':
        requested.skeleton = value;
        break;
      case 'wrap':
      case 'wrapper':
      case 'wrapped':
        if (WIDTHS.has(value)) options.wrap = value as DateWidth;
        break;
      default:
        break;
    }
  }
  return { ...options, ...settleFormat(requested) };
}

/**
 * Which width or skeleton formats the date and which the time, as CLDR
 * decides: `datetime` overrides both widths; with two widths the skeleton is
 * ignored; with one width the skeleton supplies only the other half. That half
 * is matched even when the skeleton has no field for it (`date:short %d`, `time:short hm`): an empty
 * skeleton's best fit is the weekday, which then joins the date's width or replaces the time's.
 */
function settleFormat(requested: RequestedFormat): Pick<DateTimeOptions, 'date' | 'time' | 'skeleton' | 'splitFrom'> {
  const date = requested.datetime ?? requested.date;
  const time = requested.datetime ?? requested.time;
  const skeleton = requested.skeleton ?? '';
  if (date === undefined && time === undefined && skeleton === '') return { date: 'long' };
  if (date !== undefined && time !== undefined) return { date, time };
  const fields = splitSkeleton(skeleton);
  if (date !== undefined) return skeleton === '' ? { date } : { date, time: fields.time, splitFrom: skeleton };
  if (time !== undefined) {
    if (skeleton === '') return { time };
    return fields.date === '' ? { skeleton: '' } : { date: fields.date, time, splitFrom: skeleton };
  }
  if (fields.date !== '' && fields.time !== '') return { date: fields.date, time: fields.time, splitFrom: skeleton };
  return { skeleton };
}

/** A prepared datetime format: `format(ms, locale, timeZone)`. */
export class DateTimeFormat {
  private readonly compiled = new Map<string, (ms: number) => string>();

  constructor(private readonly options: DateTimeOptions = {}) {}

  format(ms: number, locale: string, timeZone: string): string {
    const key = `${locale}\u0000${timeZone}`;
    let format = this.compiled.get(key);
    if (format === undefined) {
      format = this.compile(locale, resolveTimeZone(timeZone));
      this.compiled.set(key, format);
    }
    const text = format(ms);
    return this.options.context === 'begin-sentence' ? capitalize(text, locale) : text;
  }

  private compile(locale: string, timeZone: string): (ms: number) => string {
    const { date, time, skeleton, wrap } = this.options;
    const base: Intl.DateTimeFormatOptions = { timeZone };
    base.calendar = this.options.calendar ?? 'gregory';
    // A skeleton's zone field Intl cannot write (ISO offsets, zone ids) is written by hand.
    const build = (options: Intl.DateTimeFormatOptions, ...specs: (string | undefined)[]): ExactDateFormat => {
      const skeletons = specs.filter((spec) => spec !== undefined && !WIDTHS.has(spec)).join('');
      return new ExactDateFormat(createFormat(locale, { ...base, ...options }), handWrittenZone(skeletons, timeZone));
    };

    // In the locales with CLDR facts here, skeletons (and a standard pattern beside one) are written by hand
    // from the reference's best-fit pattern.
    const byHand = (spec: string | undefined, half?: 'date' | 'time'): HandWrittenDate | undefined => {
      if (spec === undefined || base.calendar !== 'gregory') return undefined;
      if (!WIDTHS.has(spec)) return handWrittenDate(spec, locale, half, this.options.splitFrom);
      return half === undefined ? undefined : handWrittenStandard(spec as DateWidth, half, locale);
    };

    if (date === undefined && time === undefined) {
      const hand = byHand(skeleton);
      if (hand !== undefined) return (ms) => hand.format(ms, timeZone);
      const single = build(skeleton === undefined ? { dateStyle: 'long' } : bestFitSkeletonOptions(skeleton), skeleton);
      return (ms) => single.format(ms);
    }
    if (date !== undefined && time !== undefined && !(WIDTHS.has(date) && WIDTHS.has(time))) {
      const dateByHand = byHand(date, 'date');
      const timeByHand = byHand(time, 'time');
      if (dateByHand !== undefined && timeByHand !== undefined) {
        const width = wrap ?? (WIDTHS.has(date) ? (date as DateWidth) : undefined);
        return (ms) => dateByHand.join(dateByHand.format(ms, timeZone), timeByHand.format(ms, timeZone), width);
      }
    }
    if (date === undefined || time === undefined) {
      const only = build(part(date ?? time ?? '', date !== undefined ? 'dateStyle' : 'timeStyle'), date ?? time);
      return (ms) => only.format(ms);
    }
    const bothWidths = WIDTHS.has(date) && WIDTHS.has(time);
    const bothSkeletons = !WIDTHS.has(date) && !WIDTHS.has(time);
    if (wrap === undefined && (bothWidths || bothSkeletons)) {
      const combined = build({ ...part(date, 'dateStyle'), ...part(time, 'timeStyle') }, date, time);
      return (ms) => combined.format(ms);
    }
    const dateFormat = build(part(date, 'dateStyle'), date);
    const timeFormat = build(part(time, 'timeStyle'), time);
    const glue = dateTimeGlue(locale, wrap ?? (WIDTHS.has(date) ? (date as DateWidth) : skeletonWidth(date)));
    return (ms) => joinDateTime(dateFormat.format(ms), timeFormat.format(ms), glue);
  }
}

function part(spec: string, style: 'dateStyle' | 'timeStyle'): Intl.DateTimeFormatOptions {
  return WIDTHS.has(spec) ? { [style]: spec as DateWidth } : bestFitSkeletonOptions(spec);
}

// CLDR picks the joining pattern from how much of the date is spelled out.
function skeletonWidth(skeleton: string): DateWidth {
  if (/MMMM/.test(skeleton)) return /E/.test(skeleton) ? 'full' : 'long';
  return /MMM/.test(skeleton) ? 'medium' : 'short';
}

function createFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(toIntlLocale(locale), options);
  } catch {
    // An unknown calendar or an option Intl rejects: fall back to the same fields without extras.
    const { calendar: _calendar, ...rest } = options;
    return new Intl.DateTimeFormat(toIntlLocale(locale), rest);
  }
}

function capitalize(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(toIntlLocale(locale)) + text.slice(head.length);
}
