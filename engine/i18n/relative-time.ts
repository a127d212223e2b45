/**
 * "in 12 days", "2 hours ago", "tomorrow": the distance between two instants in its largest unit
 * (relative-distance.ts), rounded half to even as the reference's CLDR library rounds it, in the locale's words.
 */
import { relativeTimeFormat } from './intl-cache';
import { toIntlLocale } from './locale-tag';
import { relativeDistance } from './relative-distance';

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

/** How `end` reads from the point of view of `start` (both epoch ms, measured in UTC as the reference does). */
export function formatRelativeTime(start: number, end: number, locale: string, options: RelativeTimeOptions = {}): string {
  const [distance, unit] = relativeDistance(start, end, options.allowWeeks === true);
  const amount = Math.sign(distance) * roundHalfEven(Math.abs(distance));
  const format = relativeTimeFormat(locale, { numeric: options.numericOnly ? 'always' : 'auto', style: options.width ?? 'long' });
  const text = format.format(amount, unit);
  if (options.context !== 'begin-sentence' || text === '') return text;
  return text.charAt(0).toLocaleUpperCase(toIntlLocale(locale)) + text.slice(1);
}

/** To the nearest whole number, a tie to the even one (2.5 → 2, 3.5 → 4). */
function roundHalfEven(value: number): number {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest !== 0.5) return rest < 0.5 ? whole : whole + 1;
  return whole % 2 === 0 ? whole : whole + 1;
}
