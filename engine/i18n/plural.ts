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
  return rules(locale, type, fractionDigits).select(Number(withExactIntegerDigits(decimal, point))) as PluralCategory;
}

// Integers past this many digits are read inexactly as doubles (and ICU clamps its integer operand).
const EXACT_INTEGER_DIGITS = 15;
// CLDR's rules read at most the last six integer digits (the largest modulus is 1,000,000) and compare the
// whole value only with small ranges.
const RULE_DIGITS = 6;

/**
 * A decimal whose integer part is too long to select on exactly, replaced by one with the same last six
 * integer digits and the same fraction (1e21 → 1000000000): the same category, as the reference computes it
 * on the exact digits (1e21 is `many` in French, where Intl says `one`).
 */
function withExactIntegerDigits(decimal: string, point: number): string {
  const negative = decimal.startsWith('-');
  const integerStart = negative ? 1 : 0;
  const integerEnd = point < 0 ? decimal.length : point;
  if (integerEnd - integerStart <= EXACT_INTEGER_DIGITS) return decimal;
  const last = decimal.slice(integerEnd - RULE_DIGITS, integerEnd);
  return `${negative ? '-' : ''}1000${last}${decimal.slice(integerEnd)}`;
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

/**
 * The most fraction digits `Intl.PluralRules` takes on this runtime (20 before the 2023 Intl, 100 after).
 * More visible digits than that select as that many: CLDR's rules only ask whether there are any (v) and
 * what the integer part is, except for fraction-digit rules of a few languages (f, t) read from the clamped digits.
 */
const MAX_FRACTION_DIGITS = (() => {
  try {
    new Intl.PluralRules('en', { minimumFractionDigits: 100, maximumFractionDigits: 100 });
    return 100;
  } catch {
    return 20;
  }
})();

function rules(locale: string, type: PluralType, fractionDigits: number): Intl.PluralRules {
  const key = `${locale}\u0000${type}\u0000${fractionDigits}`;
  let found = rulesCache.get(key);
  if (found === undefined) {
    const digits = Math.min(fractionDigits, MAX_FRACTION_DIGITS);
    found = new Intl.PluralRules(toIntlLocale(locale), { type, minimumFractionDigits: digits, maximumFractionDigits: digits });
    rulesCache.set(key, found);
  }
  return found;
}
