/**
 * "in 12 days", "2 hours ago", "tomorrow": the distance between two instants
 * in its largest whole unit, rounded half up. Years and months are counted on
 * the calendar of the time zone; smaller units by elapsed time.
 */
import { DateTime } from 'luxon';
import { relativeTimeFormat } from './intl-cache';
import { toIntlLocale } from './locale-tag';
import { resolveTimeZone } from './time-zone';

export interface RelativeTimeOptions {
  /** Use weeks between 7 days and a month ("in 2 weeks"). */
  allowWeeks?: boolean;
  /** Always numbers ("in 1 day"), never words ("tomorrow"). */
  numericOnly?: boolean;
  /** `long` (default), `short` or `narrow`. */
  width?: Intl.RelativeTimeFormatStyle;
  /** `begin-sentence` capitalizes the first letter. */
  context?: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Average Gregorian month and year, for the part of a range beyond whole calendar units.
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

/** Relative-time options from template arguments: `allowWeeks:true`, `numericOnly:true`, `context:begin-sentence`... */
export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeOptions {
  const options: RelativeTimeOptions = {};
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? 'true' : arg.slice(colon + 1);
    if (key === 'allowWeeks') options.allowWeeks = value === 'true';
    else if (key === 'numericOnly') options.numericOnly = value === 'true';
    else if (key === 'context') options.context = value;
    // Only `width` (the reference reads no `style` here).
    else if (key === 'width' && (value === 'long' || value === 'short' || value === 'narrow')) options.width = value;
  }
  return options;
}

/** How `end` reads from the point of view of `start` (both epoch ms). */
export function formatRelativeTime(
  start: number,
  end: number,
  locale: string,
  timeZone: string,
  options: RelativeTimeOptions = {},
): string {
  const [amount, unit] = largestUnit(start, end, resolveTimeZone(timeZone), options.allowWeeks === true);
  const format = relativeTimeFormat(locale, { numeric: options.numericOnly ? 'always' : 'auto', style: options.width ?? 'long' });
  const text = format.format(amount, unit);
  if (options.context !== 'begin-sentence' || text === '') return text;
  return text.charAt(0).toLocaleUpperCase(toIntlLocale(locale)) + text.slice(1);
}

function largestUnit(start: number, end: number, zone: string, allowWeeks: boolean): [number, Intl.RelativeTimeFormatUnit] {
  const sign = end < start ? -1 : 1;
  const elapsed = Math.abs(end - start);
  const from = DateTime.fromMillis(Math.min(start, end), { zone });
  const to = DateTime.fromMillis(Math.max(start, end), { zone });
  const calendar = to.diff(from, ['years', 'months']);
  const years = Math.floor(calendar.years);
  const months = Math.floor(calendar.months);
  if (years >= 1) return [sign * roundHalfUp(years + (to.toMillis() - from.plus({ years }).toMillis()) / YEAR), 'year'];
  if (months >= 1) return [sign * roundHalfUp(months + (to.toMillis() - from.plus({ months }).toMillis()) / MONTH), 'month'];
  if (allowWeeks && elapsed >= WEEK) return [sign * roundHalfUp(elapsed / WEEK), 'week'];
  if (elapsed >= DAY) return [sign * roundHalfUp(elapsed / DAY), 'day'];
  if (elapsed >= HOUR) return [sign * roundHalfUp(elapsed / HOUR), 'hour'];
  if (elapsed >= MINUTE) return [sign * roundHalfUp(elapsed / MINUTE), 'minute'];
  return [sign * roundHalfUp(elapsed / SECOND), 'second'];
}

function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}
