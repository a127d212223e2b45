/**
 * Locale-aware decimal formatting: `formatDecimal('123456.789', 'en', { style: 'short' })`
 * gives `123K`; percent and per-mille styles, digit limits and rounding modes.
 */
import { readDecimal, scaleDecimal } from './decimal-input';
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

// Like `percent`, the other percentage and per-mille styles show whole numbers unless told otherwise; so does
// `scientific`, whose CLDR pattern (#E0) keeps one digit before the exponent.
const WHOLE_BY_DEFAULT = new Set<string>(['percent-scaled', 'permille', 'permille-scaled', 'scientific']);

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

  /** a compact style whose grouping the template left to the locale */
  private readonly compactGrouping: boolean;

  constructor(private readonly options: DecimalOptions = {}) {
    this.key = optionsKey(options);
    this.compactGrouping = (options.style === 'short' || options.style === 'long') && options.group === undefined;
  }

  /** Formats a number or decimal text (read as the reference reads it); gives "" for anything else. */
  format(value: unknown, locale: string): string {
    const decimal = readDecimal(value);
    if (decimal === undefined) return '';
    // NaN and infinity print as the locale's bare symbol, whatever the style.
    if (decimal === 'NaN' || decimal === 'Infinity') return numberFormat(locale, {}, PLAIN_KEY).format(decimal);
    const style = this.options.style ?? 'decimal';
    const format = this.compactGrouping
      ? compactFormat(locale, intlOptions(this.options), this.key)
      : numberFormat(locale, intlOptions(this.options), this.key);
    switch (style) {
      case 'permille':
        return withPermille(format.format(scaleDecimal(decimal, 3)));
      case 'permille-scaled':
        return withPermille(format.format(decimal));
      case 'scientific':
        return withSignedExponent(format.formatToParts(decimal));
      case 'short':
      case 'long':
        return this.compact(decimal, format, locale);
      case 'decimal': {
        const min = this.options.minimumFractionDigits ?? 0;
        if (min <= INTL_FRACTION_LIMIT) return format.format(decimal);
        return padFractionDigits(format.formatToParts(decimal), min, decimalSeparator(locale));
      }
      default:
        return format.format(decimal);
    }
  }

  /**
   * A compact number whose unit is no larger than the one 10^15 takes (10^12 in every locale the reference's
   * CLDR data has: "1,000T", "1,000兆"). Newer CLDR data has larger units in some locales (Japanese 京, 10^16);
   * past 10^15 such a number is written in the 10^12 unit instead, as the reference writes it.
   */
  private compact(decimal: string, format: NumberFormatter, locale: string): string {
    const parts = format.formatToParts(decimal);
    if (Math.abs(Number(decimal)) < 1e15) return joinParts(parts);
    const unit = parts.find((p) => p.type === 'compact')?.value;
    const negative = decimal.startsWith('-');
    const largest = format.formatToParts(negative ? -1e15 : 1e15);
    if (unit === undefined || unit === largest.find((p) => p.type === 'compact')?.value) return joinParts(parts);
    const plainOptions = intlOptions({ ...this.options, style: 'decimal' }, COMPACT_UNIT_DEFAULTS);
    const plain = this.compactGrouping
      ? compactFormat(locale, plainOptions, `${this.key}\u0000compact-unit`)
      : numberFormat(locale, plainOptions, `${this.key}\u0000compact-unit`);
    const digits = plain.formatToParts(scaleDecimal(decimal, -12)).filter((p) => NUMBER_PARTS.has(p.type));
    let out = '';
    let placed = false;
    for (const part of largest) {
      if (!NUMBER_PARTS.has(part.type)) out += part.value;
      else if (!placed) (out += joinParts(digits)), (placed = true);
    }
    return out;
  }
}

type NumberFormatter = ReturnType<typeof numberFormat>;

// The parts that write a number's digits, as opposed to its sign, unit and literal text.
const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);
// A compact number of 10^4 units or more shows no fraction digits unless told to.
const COMPACT_UNIT_DEFAULTS = { maximumFractionDigits: 0 };

function joinParts(parts: readonly Intl.NumberFormatPart[]): string {
  let out = '';
  for (const part of parts) out += part.value;
  return out;
}

function decimalSeparator(locale: string): string {
  return numberFormat(locale, {}, PLAIN_KEY).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** Formats a number or decimal string for `locale`; "" when `value` is not a number. */
export function formatDecimal(value: string | number, locale: string, options: DecimalOptions = {}): string {
  return new DecimalFormat(options).format(value, locale);
}

function intlOptions(options: DecimalOptions, defaults?: DigitOptions): ReturnType<typeof toIntlDigits> {
  const intl = toIntlDigits(options, defaults ?? (WHOLE_BY_DEFAULT.has(options.style ?? '') ? { maximumFractionDigits: 0 } : {}));
  // The reference prints a value that rounds to zero without its minus sign.
  intl.signDisplay = 'negative';
  switch (options.style) {
    case 'short':
      intl.notation = 'compact';
      compactFractionDigits(intl, options);
      break;
    case 'long':
      intl.notation = 'compact';
      intl.compactDisplay = 'long';
      compactFractionDigits(intl, options);
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

// The cache key of the locale's plain format (no options): distinct from any options key, since a
// template's format with no options is keyed "{}" and carries options of its own (signDisplay).
const PLAIN_KEY = '\u0001plain';

const groupsFourDigits = new Map<string, boolean>();

/**
 * A compact format that groups digits as the locale groups a plain number ("1,000T", German "1.234",
 * Spanish "1000 B"): Intl's compact numbers group only from five digits on in every locale.
 */
function compactFormat(locale: string, intl: ReturnType<typeof toIntlDigits>, key: string): NumberFormatter {
  let always = groupsFourDigits.get(locale);
  if (always === undefined) {
    always = numberFormat(locale, {}, PLAIN_KEY).formatToParts(1234).some((p) => p.type === 'group');
    groupsFourDigits.set(locale, always);
  }
  intl.useGrouping = always ? 'always' : 'min2';
  return numberFormat(locale, intl, `${key}\u0000${intl.useGrouping}`);
}

// A compact number with only `minfrac` keeps exactly that many digits (1.2M), as in CLDR; Intl would allow up to 3.
function compactFractionDigits(intl: ReturnType<typeof toIntlDigits>, options: DecimalOptions): void {
  if (options.minimumFractionDigits !== undefined && options.maximumFractionDigits === undefined && intl.minimumFractionDigits !== undefined) {
    intl.maximumFractionDigits = intl.minimumFractionDigits;
  }
}

/** CLDR's scientific form as the reference prints it: `1E+3`, `5E-1`, and no exponent at all when it is 0. */
function withSignedExponent(parts: readonly Intl.NumberFormatPart[]): string {
  const zero = parts.some((p) => p.type === 'exponentInteger' && /^[0٠۰]+$/.test(p.value));
  const negative = parts.some((p) => p.type === 'exponentMinusSign');
  let out = '';
  for (const part of parts) {
    if (zero && (part.type === 'exponentSeparator' || part.type === 'exponentInteger')) continue;
    out += part.value;
    if (part.type === 'exponentSeparator' && !negative) out += '+';
  }
  return out;
}

// Intl has no per-mille style; CLDR writes the sign right after the number in every locale we serve.
function withPermille(number: string): string {
  return `${number}‰`;
}
