/**
 * Quantities with units ("5 kilobytes", "12 km"): CLDR unit names (`kilobyte`,
 * `length-kilometer`, `grams`) mapped to the units `Intl.NumberFormat` knows.
 */
import { toDecimalString } from './decimal-input';
import { numberFormat, type NumberFormatOptions } from './intl-cache';
import { optionsKey, parseKeyValueArgs, readDigitOptions, toIntlDigits, type DigitOptions } from './number-options';

export interface UnitOptions extends DigitOptions {
  /** The unit of the value (`in:`). */
  unit?: string;
  /** `long`, `short` (default) or `narrow`. */
  width?: 'long' | 'short' | 'narrow';
}

const WIDTHS: Record<string, 'long' | 'short' | 'narrow'> = { long: 'long', short: 'short', narrow: 'narrow' };

/** Unit options from template arguments: `in:byte`, `format:long`, `maxfrac:1`... */
export function parseUnitArgs(args: readonly string[]): UnitOptions {
  const parsed = parseKeyValueArgs(args);
  const options: UnitOptions = readDigitOptions(parsed);
  const unit = parsed.get('in') ?? parsed.get('unit');
  if (unit !== undefined) options.unit = unit;
  const width = WIDTHS[parsed.get('format') ?? parsed.get('width') ?? ''];
  if (width !== undefined) options.width = width;
  return options;
}

/** Formats a number (or decimal string) in `options.unit`; "" when the value or the unit cannot be shown. */
export function formatUnit(value: unknown, locale: string, options: UnitOptions): string {
  const decimal = toDecimalString(value);
  const unit = options.unit === undefined ? undefined : intlUnit(options.unit);
  if (decimal === undefined || unit === undefined) return '';
  const intl: NumberFormatOptions = { ...toIntlDigits(options), style: 'unit', unit, unitDisplay: options.width ?? 'short' };
  try {
    return numberFormat(locale, intl, `${unit}\u0000${optionsKey(options)}`).format(decimal);
  } catch {
    return '';
  }
}

const supported = new Set<string>(Intl.supportedValuesOf('unit'));

// CLDR ids carry a category prefix (`digital-byte`) and templates sometimes pluralize (`grams`).
function intlUnit(name: string): string | undefined {
  const candidates = [name, name.replace(/^[a-z]+-/, ''), name.replace(/s$/, '')];
  return candidates.find((candidate) => supported.has(candidate));
}
