/**
 * Locale-aware money formatting (CLDR money mode): `formatMoney('1234.5', 'EUR', 'de-DE')`
 * gives `1.234,50 €`, exactly as Node's ICU does with half-even rounding.
 */
import { currencyFractionDigits, isSupportedCurrency } from './currencies';
import { toDecimalString } from './decimal-input';
import { numberFormat, type NumberFormatOptions, type NumberFormatter } from './intl-cache';
import { parseKeyValueArgs, readDigitOptions, toIntlDigits, type DigitOptions } from './number-options';

/**
 * How the currency shows: `symbol` ($1.00, the default), `narrow` (narrow symbol),
 * `code` (1.00 USD), `name` (1.00 US dollars), `short` (compact: $1.2K),
 * `accounting` (negatives in parentheses).
 */
export type MoneyStyle = 'symbol' | 'narrow' | 'code' | 'name' | 'short' | 'accounting';

export interface MoneyOptions extends DigitOptions {
  style?: MoneyStyle;
}

const STYLES = new Set<string>(['symbol', 'narrow', 'code', 'name', 'short', 'accounting']);

/** Money options from template arguments: `style:name`, `maxfrac:0`, `round:down`, `group:false`... */
export function parseMoneyArgs(args: readonly string[]): MoneyOptions {
  const parsed = parseKeyValueArgs(args);
  const options: MoneyOptions = readDigitOptions(parsed);
  const style = parsed.get('style');
  if (style !== undefined && STYLES.has(style)) options.style = style as MoneyStyle;
  return options;
}

/**
 * Formats `amount` (a number or an exact decimal string, in major units) in
 * `currency` for `locale`. Store currencies use their spec fraction digits
 * (2, or 0 for JPY) unless the options say otherwise; other currencies use
 * CLDR's. Gives "" when `amount` is not a number or `currency` is not an ISO code.
 */
export function formatMoney(amount: string | number, currency: string, locale: string, options: MoneyOptions = DEFAULT_OPTIONS): string {
  const format = moneyFormat(options, locale, currency);
  if (format === undefined) return '';
  let text = format.texts.get(amount);
  if (text === undefined) {
    const decimal = toDecimalString(amount);
    if (decimal === undefined) text = '';
    else text = options.style === 'code' ? codeAfterNumber(format.intl.formatToParts(decimal)) : format.intl.format(decimal);
    if (format.texts.size >= MAX_TEXTS_PER_FORMAT) format.texts.clear();
    format.texts.set(amount, text);
  }
  return text;
}

const DEFAULT_OPTIONS: MoneyOptions = {};

/**
 * One currency's formatter for one options object and locale, with the texts it gave: a page shows
 * the same few amounts again and again (every variant of a product, list and sale prices), and ICU
 * takes far longer to format an amount than a map takes to find it.
 */
interface MoneyFormat {
  readonly locale: string;
  /** As the caller wrote it (case kept), so the last-used check needs no upper-casing. */
  readonly currency: string;
  readonly intl: NumberFormatter;
  /** Keyed by the amount as given: a number and its text are different keys, both giving the same text. */
  readonly texts: Map<string | number, string>;
}

const MAX_TEXTS_PER_FORMAT = 1000;

// Formatters per options object, then per locale and currency: templates reuse one options object per
// position, and a position mostly sees one locale and currency, so the last one used is checked first.
const formatsByOptions = new WeakMap<MoneyOptions, { last: MoneyFormat | undefined; all: Map<string, MoneyFormat> }>();

/** The format for a currency code, or undefined when `currency` is no ISO code. */
function moneyFormat(options: MoneyOptions, locale: string, currency: string): MoneyFormat | undefined {
  let formats = formatsByOptions.get(options);
  if (formats === undefined) {
    formats = { last: undefined, all: new Map() };
    formatsByOptions.set(options, formats);
  }
  const last = formats.last;
  if (last !== undefined && last.locale === locale && last.currency === currency) return last;
  if (!CURRENCY_CODE.test(currency)) return undefined;
  const key = `${locale}\u0000${currency}`;
  let format = formats.all.get(key);
  if (format === undefined) {
    const code = currency.toUpperCase();
    const intl = numberFormat(locale, intlMoneyOptions(code, options), `${code}\u0000${moneyOptionsKey(options)}`);
    format = { locale, currency, intl, texts: new Map() };
    formats.all.set(key, format);
  }
  formats.last = format;
  return format;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** An amount in major units and its ISO currency code. */
export interface MoneyAmount {
  amount: string | number;
  currency: string;
}

/**
 * Reads a money object as content stores it: `{ decimalValue, currencyCode }`
 * or `{ value, currency }`, amounts in major units. `undefined` for anything else.
 */
export function readMoney(value: unknown): MoneyAmount | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const money = value as Record<string, unknown>;
  const pair = money.decimalValue !== undefined ? [money.decimalValue, money.currencyCode] : [money.value, money.currency];
  const [amount, currency] = pair;
  if ((typeof amount !== 'string' && typeof amount !== 'number') || typeof currency !== 'string') return undefined;
  return { amount, currency };
}

function intlMoneyOptions(code: string, options: MoneyOptions): NumberFormatOptions {
  const style = options.style ?? 'symbol';
  const digits = currencyFractionDigits(code);
  // Compact money keeps CLDR's compact rounding ($123K), so no currency digits are forced on it.
  const defaults: DigitOptions = style === 'short' || !isSupportedCurrency(code)
    ? {}
    : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const intl = toIntlDigits(options, defaults);
  intl.style = 'currency';
  intl.currency = code;
  // "-$0.00" for an amount that rounds to zero reads as a debt; show it unsigned.
  intl.signDisplay = 'negative' as Intl.NumberFormatOptions['signDisplay'];
  if (style === 'narrow') intl.currencyDisplay = 'narrowSymbol';
  else if (style === 'code') intl.currencyDisplay = 'code';
  else if (style === 'name') intl.currencyDisplay = 'name';
  else if (style === 'short') intl.notation = 'compact';
  else if (style === 'accounting') intl.currencySign = 'accounting';
  return intl;
}

function moneyOptionsKey(options: MoneyOptions): string {
  return `${options.style ?? ''}|${options.group ?? ''}|${options.minimumIntegerDigits ?? ''}|${options.minimumFractionDigits ?? ''}|${options.maximumFractionDigits ?? ''}|${options.minimumSignificantDigits ?? ''}|${options.maximumSignificantDigits ?? ''}|${options.mode ?? ''}|${options.round ?? ''}`;
}

// CLDR writes the ISO code after the number ("1,234.50 USD"); ICU puts it first in some locales.
function codeAfterNumber(parts: readonly Intl.NumberFormatPart[]): string {
  let number = '';
  let code = '';
  for (const part of parts) {
    if (part.type === 'currency') code = part.value;
    else if (part.type !== 'literal' || !/^\s+$/.test(part.value)) number += part.value;
  }
  return `${number} ${code}`;
}
