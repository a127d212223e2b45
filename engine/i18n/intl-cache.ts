/**
 * Shared, memoized `Intl` formatters: building one costs far more than using
 * it, and templates format thousands of values with a handful of option sets.
 */
import { toIntlLocale } from './locale-tag';

/** `Intl.NumberFormat` options, including the ES2023 ones the ES2022 typings lack. */
export type NumberFormatOptions = Omit<Intl.NumberFormatOptions, 'signDisplay' | 'useGrouping'> & {
  signDisplay?: Intl.NumberFormatOptions['signDisplay'] | 'negative';
  useGrouping?: boolean | 'always' | 'auto' | 'min2';
  roundingMode?: RoundingMode;
  trailingZeroDisplay?: 'auto' | 'stripIfInteger';
  roundingPriority?: 'auto' | 'morePrecision' | 'lessPrecision';
};

export type RoundingMode =
  | 'ceil' | 'floor' | 'expand' | 'trunc' | 'halfCeil' | 'halfFloor' | 'halfExpand' | 'halfTrunc' | 'halfEven';

/** A number formatter that also takes decimal strings, formatted exactly (no float rounding). */
export interface NumberFormatter {
  format(value: number | string): string;
  formatToParts(value: number | string): Intl.NumberFormatPart[];
  resolvedOptions(): Intl.ResolvedNumberFormatOptions;
}

const numberFormats = new Map<string, NumberFormatter>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * `key` names the options (callers that parse options once pass a key they
 * computed then); without it the options are serialized on every call.
 */
export function numberFormat(locale: string, options: NumberFormatOptions, key?: string): NumberFormatter {
  const id = `${locale}\u0000${key ?? JSON.stringify(options)}`;
  let format = numberFormats.get(id);
  if (format === undefined) {
    // The ES2022 typings lack `signDisplay: 'negative'`; Node's Intl has it.
    format = new Intl.NumberFormat(toIntlLocale(locale), options as Intl.NumberFormatOptions) as unknown as NumberFormatter;
    numberFormats.set(id, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions, key?: string): Intl.DateTimeFormat {
  const id = `${locale}\u0000${key ?? JSON.stringify(options)}`;
  let format = dateTimeFormats.get(id);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(toIntlLocale(locale), options);
    dateTimeFormats.set(id, format);
  }
  return format;
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  const id = `${locale}\u0000${options.numeric ?? ''}\u0000${options.style ?? ''}`;
  let format = relativeTimeFormats.get(id);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(toIntlLocale(locale), options);
    relativeTimeFormats.set(id, format);
  }
  return format;
}
