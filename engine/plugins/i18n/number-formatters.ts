/** `decimal` and `money`: locale-aware numbers and amounts ("" without locale data). */
import type { FormatterSpec } from '../api';
import { DecimalFormat, parseDecimalArgs } from '../../i18n/decimal';
import { formatMoney, parseMoneyArgs } from '../../i18n/money';
import { toText } from '../core/coercion';
import { childOf } from '../core/value-path';
import { parsedArgs } from '../parsed-args';

const decimalFormatFor = parsedArgs((args) => new DecimalFormat(parseDecimalArgs(args)));
const moneyOptionsFor = parsedArgs(parseMoneyArgs);

/** `{n|decimal style:percent maxfrac:1 round:down group}` */
export const decimalFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    return decimalFormatFor(args).format(value, ctx.locale);
  },
};

/** `{price|money style:short}` on `{ decimalValue, currencyCode }` or `{ value, currency }`. */
export const moneyFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    const money = readReferenceMoney(value);
    if (money === undefined) return '';
    const options = moneyOptionsFor(args);
    if (isKnownCurrency(money.currency)) return formatMoney(money.amount, money.currency, ctx.locale, options);
    // A code CLDR does not know has no symbol or name: the amount prints with the locale's currency
    // pattern and spacing around an empty symbol (" 1.00", "1,00 "), or with the code as written.
    return formatMoneyWithoutSymbol(money.amount, ctx.locale, options, options.style === 'code' ? money.currency : '');
  },
};

/** An amount in a currency CLDR does not know: the locale's currency pattern around `symbol` (" 1.00", "1,00 "). */
export function formatMoneyWithoutSymbol(amount: string, locale: string, options: Parameters<typeof formatMoney>[3] = {}, symbol = ''): string {
  return formatMoney(amount, PLACEHOLDER_CURRENCY, locale, options).replace(PLACEHOLDER_CURRENCY, symbol);
}

// A well-formed code no currency has, so Intl formats it with the code as its symbol.
const PLACEHOLDER_CURRENCY = 'XYZ';
const currencyNames = new Intl.DisplayNames('en', { type: 'currency', fallback: 'code' });
const known = new Map<string, boolean>();

/** Whether CLDR knows the code (current and historical ISO codes, upper case only): it has a name for it. */
export function isKnownCurrency(code: string): boolean {
  let found = known.get(code);
  if (found === undefined) {
    found = /^[A-Z]{3}$/.test(code) && code !== PLACEHOLDER_CURRENCY && currencyNames.of(code) !== code;
    if (known.size < 1000) known.set(code, found);
  }
  return found;
}

/**
 * A money value as the reference reads it: `decimalValue` and `currencyCode` when both are there (even
 * null), else `value` and `currency`; the amount and the code read as text (a number as written, null or an
 * object as "").
 */
function readReferenceMoney(value: unknown): { amount: string; currency: string } | undefined {
  let amount = childOf(value, 'decimalValue');
  let currency = childOf(value, 'currencyCode');
  if (amount === undefined || currency === undefined) {
    amount = childOf(value, 'value');
    currency = childOf(value, 'currency');
    if (amount === undefined || currency === undefined) return undefined;
  }
  return { amount: toText(amount), currency: toText(currency) };
}
