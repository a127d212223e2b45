/**
 * Money as integer minor units ("cents") plus a currency, converted to and
 * from decimal strings digit by digit so no floating-point drift creeps in.
 */
import { currencyFractionDigits, toDecimalString } from '../i18n';
import { isRecord } from './product-fields';
import type { MoneyJson } from './product-json';

export interface Money {
  /** Minor units: cents for USD, yen for JPY (spec §9: divide by 10^fraction digits). */
  readonly cents: number;
  /** ISO 4217 code, upper case. */
  readonly currency: string;
}

/** The store currency when none is given (spec §3). */
export const DEFAULT_CURRENCY = 'USD';

/** The price of a product that has none (spec §9: 0 USD). */
export const DEFAULT_PRICE: Money = Object.freeze({ cents: 0, currency: DEFAULT_CURRENCY });

/**
 * Converts a decimal amount (a number or a string such as "12.5", ".75",
 * "1e3") to minor units of `currency`, rounding half away from zero:
 * `decimalToCents('12.345', 'USD')` is 1235, `decimalToCents('2500', 'JPY')` is 2500.
 * Gives `undefined` when `value` is not a number.
 */
export function decimalToCents(value: unknown, currency: string = DEFAULT_CURRENCY): number | undefined {
  const text = toDecimalString(value);
  return text === undefined ? undefined : shiftToInteger(text, currencyFractionDigits(currency));
}

/** Writes minor units as a decimal amount with the currency's fraction digits: 250050 USD → "2500.50". */
export function centsToDecimal(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = currencyFractionDigits(currency);
  const whole = Math.round(cents);
  const negative = whole < 0;
  let text = String(Math.abs(whole));
  if (digits > 0) {
    text = text.padStart(digits + 1, '0');
    text = `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  }
  return negative ? `-${text}` : text;
}

/**
 * Reads a money JSON object (`{ value, currency }`, or `decimalValue` /
 * `currencyCode`). A missing or malformed amount is 0; a missing currency is USD.
 */
export function moneyFromJson(json: MoneyJson | unknown): Money {
  if (!isRecord(json)) return DEFAULT_PRICE;
  const rawCurrency = json.currency ?? json.currencyCode;
  const currency = typeof rawCurrency === 'string' && rawCurrency !== '' ? rawCurrency.toUpperCase() : DEFAULT_CURRENCY;
  const cents = decimalToCents(json.value ?? json.decimalValue, currency) ?? 0;
  return { cents, currency };
}

/** The JSON form of a money value: `{ value: "12.50", currency: "USD" }`. */
export function moneyToJson(money: Money): { value: string; currency: string } {
  return { value: centsToDecimal(money.cents, money.currency), currency: money.currency };
}

// Moves the decimal point `places` to the right and rounds half away from zero.
function shiftToInteger(text: string, places: number): number {
  let start = 0;
  let negative = false;
  if (text[0] === '-' || text[0] === '+') {
    negative = text[0] === '-';
    start = 1;
  }
  let end = text.length;
  let exponent = 0;
  const e = text.search(EXPONENT);
  if (e >= 0) {
    exponent = Number(text.slice(e + 1));
    end = e;
  }
  let digits = '';
  let point = -1;
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '.') point = digits.length;
    else digits += c;
  }
  if (point < 0) point = digits.length;
  const split = point + exponent + places;
  if (split <= 0) return signed(negative, split === 0 && digits[0] >= '5' ? 1 : 0);
  const integerDigits = split >= digits.length ? digits.padEnd(split, '0') : digits.slice(0, split);
  let value = Number(integerDigits);
  if (split < digits.length && digits[split] >= '5') value += 1;
  return signed(negative, value);
}

const EXPONENT = /[eE]/;

function signed(negative: boolean, value: number): number {
  return negative && value !== 0 ? -value : value;
}
