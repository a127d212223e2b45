/**
 * Older money formatters kept for existing templates: `money-format` /
 * `moneyFormat` (cents → "1,234.56"), `money-string` (the same in a
 * `sqs-money-native` span) and `i18n-money-format` (a money object in a
 * locale named by the argument or the page).
 */
import type { FormatterSpec, JsonValue } from '../api';
import { scaleDecimal, toDecimalString } from '../../i18n/decimal-input';
import { numberFormat } from '../../i18n/intl-cache';
import { currencyFractionDigits } from '../../i18n/currencies';
import { readMoney } from '../../i18n/money';

const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven' } as const;

/** Cents as a plain major-unit amount: 12345 → "123.45"; "" when the value is not a number. */
function centsText(value: JsonValue): string {
  const decimal = toDecimalString(value);
  return decimal === undefined ? '' : numberFormat('en-US', CENTS, 'legacy-cents').format(scaleDecimal(decimal, -2));
}

export const moneyFormatFormatter: FormatterSpec = {
  apply: (value) => centsText(value),
};

export const moneyStringFormatter: FormatterSpec = {
  apply(value) {
    const text = centsText(value);
    return text === '' ? '' : `<span class="sqs-money-native">${text}</span>`;
  },
};

/** `{price|i18n-money-format de-DE}` */
export const i18nMoneyFormatFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    const money = readMoney(value);
    if (money === undefined) return '';
    const locale = args[0] ?? (ctx.hasLocaleData ? ctx.locale : undefined);
    return locale === undefined ? '' : legacyLocaleMoney(money.amount, money.currency, locale);
  },
};

// The symbols the older storefront printed, where they differ from CLDR's.
const LEGACY_SYMBOLS: Readonly<Record<string, string>> = {
  AUD: 'A$', CAD: 'C$', EUR: '€', GBP: '£', JPY: '¥', SEK: 'kr', USD: '$',
};
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * The older locale money format: the locale's separators and symbol side, the
 * store's fraction digits, an ASCII minus, and a space between symbol and
 * number only where the symbol ends (or starts) with a letter: "kr 1,234.56", "1.234,56€".
 */
export function legacyLocaleMoney(amount: string | number, currency: string, locale: string): string {
  const decimal = toDecimalString(amount);
  if (decimal === undefined || !/^[A-Za-z]{3}$/.test(currency)) return '';
  const code = currency.toUpperCase();
  const digits = currencyFractionDigits(code);
  const options = { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits, roundingMode: 'halfEven' } as const;
  const parts = numberFormat(locale, options, `legacy-money\u0000${code}`).formatToParts(decimal.replace(/^[-+]/, ''));
  let number = '';
  let symbol = LEGACY_SYMBOLS[code];
  let prefix = false;
  for (const part of parts) {
    if (NUMBER_PARTS.has(part.type)) number += part.type === 'group' ? part.value.replace('\u202f', '\u00a0') : part.value;
    else if (part.type === 'currency') {
      symbol ??= part.value;
      prefix = number === '';
    }
  }
  const sign = decimal.startsWith('-') && /[1-9]/.test(number) ? '-' : '';
  const glyph = symbol ?? code;
  if (prefix) return /\p{L}$/u.test(glyph) ? `${glyph} ${sign}${number}` : `${sign}${glyph}${number}`;
  return `${sign}${number}${/^\p{L}/u.test(glyph) ? ' ' : ''}${glyph}`;
}
