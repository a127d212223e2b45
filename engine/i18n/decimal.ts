/**
 * Locale-aware decimal formatting: `formatDecimal('123456.789', 'en', { style: 'short' })`
 * gives `123K`; percent and per-mille styles, digit limits and rounding modes.
 */
import { scaleDecimal, toDecimalString } from './decimal-input';
import { numberFormat } from './intl-cache';
import { INTL_FRACTION_LIMIT, optionsKey, padFractionDigits, parseKeyValueArgs, readDigitOptions, toIntlDigits, type DigitOptions } from './number-options';

/**
 * `decimal` (default), `short` / `long` (compact: 1.2K, 1.2 thousand),
 * `percent` (×100 with %), `percent-scaled` (already a percentage),
 * `permille` (×1000 with ‰), `permille-scaled`, `scientific`.
 */
export type DecimalStyle =
  | 'decimal' | 'short' | 'long' | 'percent' | 'percent-scaled' | 'permille' | 'permille-scaled' | 'scientific';

export interface DecimalOptions extends DigitOptions {
  style?: DecimalStyle;
}

const STYLES = new Set<string>(['decimal', 'short', 'long', 'percent', 'percent-scaled', 'permille', 'permille-scaled', 'scientific']);

// Like `percent`, the other percentage and per-mille styles show whole numbers unless told otherwise.
const PERCENT_LIKE = new Set<string>(['percent-scaled', 'permille', 'permille-scaled']);

/** Decimal options from template arguments: `style:percent`, `maxfrac:1`, `round:down`, `group`... */
export function parseDecimalArgs(args: readonly string[]): DecimalOptions {
  const parsed = parseKeyValueArgs(args);
  const options: DecimalOptions = readDigitOptions(parsed);
  const style = parsed.get('style');
  if (style !== undefined && STYLES.has(style)) options.style = style as DecimalStyle;
  return options;
}

/** A decimal format prepared once from its options and reused for every value and locale. */
export class DecimalFormat {
  private readonly key: string;

  constructor(private readonly options: DecimalOptions = {}) {
    this.key = optionsKey(options);
  }

  /** Formats a number or exact decimal string; gives "" for anything else. */
  format(value: unknown, locale: string): string {
    const decimal = toDecimalString(value);
    if (decimal === undefined) return '';
    const style = this.options.style ?? 'decimal';
    const format = numberFormat(locale, intlOptions(this.options), this.key);
    switch (style) {
      case 'permille':
        return withPermille(format.format(scaleDecimal(decimal, 3)));
      case 'permille-scaled':
        return withPermille(format.format(decimal));
      case 'decimal': {
        const min = this.options.minimumFractionDigits ?? 0;
        if (min <= INTL_FRACTION_LIMIT) return format.format(decimal);
        return padFractionDigits(format.formatToParts(decimal), min, decimalSeparator(locale));
      }
      default:
        return format.format(decimal);
    }
  }
}

function decimalSeparator(locale: string): string {
  return numberFormat(locale, {}).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** Formats a number or decimal string for `locale`; "" when `value` is not a number. */
export function formatDecimal(value: string | number, locale: string, options: DecimalOptions = {}): string {
  return new DecimalFormat(options).format(value, locale);
}

function intlOptions(options: DecimalOptions): ReturnType<typeof toIntlDigits> {
  const intl = toIntlDigits(options, PERCENT_LIKE.has(options.style ?? '') ? { maximumFractionDigits: 0 } : {});
  switch (options.style) {
    case 'short':
      intl.notation = 'compact';
      break;
    case 'long':
      intl.notation = 'compact';
      intl.compactDisplay = 'long';
      break;
    case 'percent':
      intl.style = 'percent';
      break;
    case 'percent-scaled':
      // The `percent` unit prints the number as it is, followed by the locale's percent sign.
      intl.style = 'unit';
      intl.unit = 'percent';
      break;
    case 'scientific':
      intl.notation = 'scientific';
      break;
    default:
      break;
  }
  return intl;
}

// Intl has no per-mille style; CLDR writes the sign right after the number in every locale we serve.
function withPermille(number: string): string {
  return `${number}‰`;
}
