/**
 * CLDR plural categories (`one`, `few`, `other`...) of a number as written:
 * "1" is `one` in English but "1.0" is `other`, because visible fraction
 * digits count. Categories come from `Intl.PluralRules`.
 */
import { toDecimalString } from './decimal-input';
import { toIntlLocale } from './locale-tag';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralType = 'cardinal' | 'ordinal';

export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rulesCache = new Map<string, Intl.PluralRules>();

/**
 * The plural category of `value` (a number or decimal string) in `locale`;
 * anything that is not a number counts as 0.
 */
export function pluralCategory(value: unknown, locale: string, type: PluralType = 'cardinal'): PluralCategory {
  const decimal = plainDecimal(toDecimalString(value) ?? '0');
  const point = decimal.indexOf('.');
  const fractionDigits = point < 0 ? 0 : decimal.length - point - 1;
  return rules(locale, type, fractionDigits).select(Number(decimal)) as PluralCategory;
}

/**
 * The decimal text of a number without exponent or sign noise: "1e3" → "1000",
 * "+2.50" → "2.50" (trailing zeros are kept: they are visible digits).
 */
export function plainDecimal(decimal: string): string {
  let text = decimal.startsWith('+') ? decimal.slice(1) : decimal;
  if (/[eE]/.test(text)) text = expandExponent(text);
  if (text.startsWith('.')) text = `0${text}`;
  else if (text.startsWith('-.')) text = `-0${text.slice(1)}`;
  if (text.endsWith('.')) text = text.slice(0, -1);
  return text;
}

function expandExponent(text: string): string {
  const [mantissa = '0', exponentText = '0'] = text.split(/[eE]/);
  const negative = mantissa.startsWith('-');
  const unsigned = negative || mantissa.startsWith('+') ? mantissa.slice(1) : mantissa;
  const point = unsigned.indexOf('.');
  const digits = unsigned.replace('.', '');
  let integerLength = (point < 0 ? unsigned.length : point) + Number(exponentText);
  let padded = digits;
  if (integerLength <= 0) {
    padded = '0'.repeat(1 - integerLength) + padded;
    integerLength = 1;
  } else if (integerLength > padded.length) {
    padded += '0'.repeat(integerLength - padded.length);
  }
  const integer = padded.slice(0, integerLength).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(integerLength);
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

function rules(locale: string, type: PluralType, fractionDigits: number): Intl.PluralRules {
  const key = `${locale}\u0000${type}\u0000${fractionDigits}`;
  let found = rulesCache.get(key);
  if (found === undefined) {
    const digits = Math.min(fractionDigits, 100);
    found = new Intl.PluralRules(toIntlLocale(locale), { type, minimumFractionDigits: digits, maximumFractionDigits: digits });
    rulesCache.set(key, found);
  }
  return found;
}
