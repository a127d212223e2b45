/**
 * The `datetime` format: named widths (`short` … `full`), `date:`/`time:`
 * widths or skeletons, a whole `skeleton:`, `wrap:` to join date and time at a
 * chosen width, `context:begin-sentence` and `calendar:`. Parsed once; the
 * Intl formatters it needs are built once per locale and time zone.
 */
import { parseKeyValueArgs } from '../number-options';
import { toIntlLocale } from '../locale-tag';
import { resolveTimeZone } from '../time-zone';
import { dateTimeGlue, joinDateTime, type DateWidth } from './date-time-glue';
import { ExactDateFormat } from './exact-format';
import { skeletonOptions } from './skeleton';

const WIDTHS = new Set<string>(['full', 'long', 'medium', 'short']);
const CALENDAR_ALIASES: Record<string, string> = { gregorian: 'gregory' };

export interface DateTimeOptions {
  /** A width or a skeleton for the date. */
  date?: string;
  /** A width or a skeleton for the time. */
  time?: string;
  /** A skeleton for the whole value (ignored when `date` or `time` is given). */
  skeleton?: string;
  /** The width whose pattern joins date and time. */
  wrap?: DateWidth;
  /** `begin-sentence` capitalizes the first letter. */
  context?: string;
  /** A CLDR calendar: `japanese`, `buddhist`, `gregorian`... */
  calendar?: string;
}

/** Datetime options from template arguments: `short`, `date:full time:short`, `yMMMd`, `wrap:full`... */
export function parseDateTimeArgs(args: readonly string[]): DateTimeOptions {
  const options: DateTimeOptions = {};
  for (const [key, value] of parseKeyValueArgs(args)) {
    if (value === 'true' && WIDTHS.has(key)) {
      options.date = key;
      options.time = key;
    } else if (value === 'true') options.skeleton = key;
    else if (key === 'date' || key === 'time' || key === 'skeleton' || key === 'context' || key === 'calendar') options[key] = value;
    else if (key === 'wrap' && WIDTHS.has(value)) options.wrap = value as DateWidth;
  }
  return options;
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
    const calendar = this.options.calendar;
    if (calendar !== undefined) base.calendar = CALENDAR_ALIASES[calendar] ?? calendar;
    const build = (options: Intl.DateTimeFormatOptions): ExactDateFormat =>
      new ExactDateFormat(createFormat(locale, { ...base, ...options }));

    if (date === undefined && time === undefined) {
      const single = build(skeleton === undefined ? { dateStyle: 'long' } : skeletonOptions(skeleton));
      return (ms) => single.format(ms);
    }
    if (date === undefined || time === undefined) {
      const only = build(part(date ?? time ?? '', date !== undefined ? 'dateStyle' : 'timeStyle'));
      return (ms) => only.format(ms);
    }
    const bothWidths = WIDTHS.has(date) && WIDTHS.has(time);
    const bothSkeletons = !WIDTHS.has(date) && !WIDTHS.has(time);
    if (wrap === undefined && (bothWidths || bothSkeletons)) {
      const combined = build({ ...part(date, 'dateStyle'), ...part(time, 'timeStyle') });
      return (ms) => combined.format(ms);
    }
    const dateFormat = build(part(date, 'dateStyle'));
    const timeFormat = build(part(time, 'timeStyle'));
    const glue = dateTimeGlue(locale, wrap ?? (WIDTHS.has(date) ? (date as DateWidth) : skeletonWidth(date)));
    return (ms) => joinDateTime(dateFormat.format(ms), timeFormat.format(ms), glue);
  }
}

function part(spec: string, style: 'dateStyle' | 'timeStyle'): Intl.DateTimeFormatOptions {
  return WIDTHS.has(spec) ? { [style]: spec as DateWidth } : skeletonOptions(spec);
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
