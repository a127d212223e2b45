/**
 * Money as integer minor units ("cents") plus a currency, converted to and
 * from decimal strings digit by digit so no floating-point drift creeps in.
 */
import { currencyFractionDigits } from '../i18n';
import { compareDecimals, movePoint } from './decimal-text';
import { isRecord } from './product-fields';
import type { MoneyJson } from './product-json';

export interface Money {
  /** Minor units: cents for USD, yen for JPY (spec §9: divide by 10^fraction digits). */
  readonly cents: number;
  /** ISO 4217 code, upper case. */
  readonly currency: string;
  /**
   * The currency as the data wrote it, read as Squarespace's engines read it (text, trimmed; null or an
   * object is ""), when that is not `currency`: their CLDR money text gives such a code no symbol.
   */
  readonly written?: string;
  /**
   * The minor units digit for digit as the amount was written, when that is not `cents` as text: a fraction
   * of a minor unit ("-0.001" USD is "-0.1"), fraction zeros ("12.3400" is "1234.00"), a negative zero ("-0"),
   * or an amount past 2^53 minor units, where `cents` has lost digits. The reference keeps money as exact
   * decimals and prints these. Absent for every ordinary amount.
   */
  readonly exact?: string;
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
  const places = currencyFractionDigits(currency);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Whole amounts are exact in binary; anything else goes through its shortest decimal text.
    if (Number.isInteger(value) && Math.abs(value) < SAFE_WHOLE_AMOUNT) return value * 10 ** places || 0;
    return parseMinorUnits(String(value), places);
  }
  return typeof value === 'string' ? parseMinorUnits(value, places) : undefined;
}

/** Writes minor units as a decimal amount with the currency's fraction digits: 250050 USD → "2500.50". */
export function centsToDecimal(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = currencyFractionDigits(currency);
  const whole = Math.round(cents);
  const negative = whole < 0;
  let text = wholeDigits(Math.abs(whole));
  if (digits > 0) {
    text = text.padStart(digits + 1, '0');
    text = `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  }
  return negative ? `-${text}` : text;
}

/** A whole number's digits, without the exponent JavaScript writes from 1e21 on ("1e+21" → "1000000000000000000000"). */
function wholeDigits(n: number): string {
  const text = String(n);
  const e = text.indexOf('e+');
  if (e < 0) return text;
  const mantissa = text.slice(0, e).replace('.', '');
  return mantissa + '0'.repeat(Number(text.slice(e + 2)) - (mantissa.length - 1));
}

/**
 * Reads a money JSON object, `{ value, currency }`, as the reference's commerce code does: only those two fields
 * (a `decimalValue` / `currencyCode` pair, the `money` formatter's shape, is no price here). A missing or
 * malformed amount is 0; a missing currency is USD.
 */
export function moneyFromJson(json: MoneyJson | unknown): Money {
  if (!isRecord(json)) return DEFAULT_PRICE;
  const { value, currency } = json;
  // The common shapes are remembered: a page reads the same few prices many times (every card of a list, every
  // variant of a product), and reading one costs two passes over its digits.
  if ((typeof value !== 'string' && typeof value !== 'number') || Object.is(value, -0) || (typeof currency !== 'string' && currency !== undefined)) {
    return readMoney(json);
  }
  const key = `${typeof value === 'number' ? 'n' : 's'}${value}\u0000${currency === undefined ? '\u0001' : currency}`;
  let money = readMonies.get(key);
  if (!money) {
    if (readMonies.size >= READ_MONIES_KEPT) readMonies.clear();
    money = Object.freeze(readMoney(json));
    readMonies.set(key, money);
  }
  return money;
}

/** Money values read from JSON, by amount and currency as written (cleared when full: a store has few prices). */
const readMonies = new Map<string, Money>();
const READ_MONIES_KEPT = 10_000;

function readMoney(json: Record<string, unknown>): Money {
  const rawCurrency = json.currency;
  const currency = typeof rawCurrency === 'string' && rawCurrency !== '' ? rawCurrency.toUpperCase() : DEFAULT_CURRENCY;
  const amount = json.value;
  const cents = decimalToCents(amount, currency) ?? 0;
  const exact = exactMinorUnits(amount, currencyFractionDigits(currency));
  const money: { cents: number; currency: string; written?: string; exact?: string } = { cents, currency };
  if (exact !== undefined && exact !== String(cents)) money.exact = exact;
  if (rawCurrency === undefined || rawCurrency === currency) return money;
  const written = typeof rawCurrency === 'string' ? rawCurrency.trim() : typeof rawCurrency === 'number' || typeof rawCurrency === 'boolean' ? String(rawCurrency) : '';
  if (written !== currency) money.written = written;
  return money;
}

/** The text a price formatter prints for minor units: the exact digits when the amount has them, else the number. */
export function minorUnitsText(money: Money): string {
  return money.exact ?? String(money.cents);
}

/** A decimal amount (number or text) with its point moved `places` to the right, digit for digit; undefined when it is no decimal. */
function exactMinorUnits(amount: unknown, places: number): string | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? movePoint(String(amount), places) : undefined;
  return typeof amount === 'string' ? movePoint(amount, places) : undefined;
}

/**
 * Compares two amounts in one currency by value (-1, 0 or 1), exactly: fractions of a minor unit and digits
 * past 2^53 count, as they do in the reference's decimals.
 */
export function compareMoney(a: Money, b: Money): number {
  if (a.exact === undefined && b.exact === undefined) return Math.sign(a.cents - b.cents);
  return compareDecimals(minorUnitsText(a), minorUnitsText(b));
}

/** The JSON form of a money value: `{ value: "12.50", currency: "USD" }`. */
export function moneyToJson(money: Money): { value: string; currency: string } {
  return { value: centsToDecimal(money.cents, money.currency), currency: money.currency };
}

// Amounts below this stay exact once scaled by 100.
const SAFE_WHOLE_AMOUNT = 1e13;

const ZERO = 48;
const NINE = 57;
const POINT = 46;
const MINUS = 45;
const PLUS = 43;
const SPACE = 32;

/**
 * Reads a decimal text and moves its point `places` to the right, rounding
 * half away from zero. Works on character codes: prices are read on every render.
 */
function parseMinorUnits(text: string, places: number): number | undefined {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= SPACE) start++;
  while (end > start && text.charCodeAt(end - 1) <= SPACE) end--;
  let negative = false;
  const sign = text.charCodeAt(start);
  if (sign === MINUS || sign === PLUS) {
    negative = sign === MINUS;
    start++;
  }
  // First pass: validate, and find the point and the exponent.
  let point = -1;
  let digitCount = 0;
  let mantissaEnd = end;
  let exponent = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= ZERO && c <= NINE) digitCount++;
    else if (c === POINT && point < 0) point = i;
    else if ((c === 101 || c === 69) && digitCount > 0) {
      mantissaEnd = i;
      const parsed = parseExponent(text, i + 1, end);
      if (parsed === undefined) return undefined;
      exponent = parsed;
      break;
    } else return undefined;
  }
  if (digitCount === 0) return undefined;
  const integerDigits = point < 0 ? digitCount : point - start;
  const split = integerDigits + exponent + places;
  // Second pass: the digits left of the new point, then the first digit right of it decides rounding.
  let value = 0;
  let index = 0;
  let roundUp = false;
  for (let i = start; i < mantissaEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === POINT) continue;
    if (index < split) value = value * 10 + (c - ZERO);
    else {
      roundUp = c >= ZERO + 5;
      break;
    }
    index++;
  }
  if (split > digitCount) value *= 10 ** (split - digitCount);
  if (roundUp) value += 1;
  if (!Number.isFinite(value)) return undefined;
  return negative && value !== 0 ? -value : value;
}

function parseExponent(text: string, start: number, end: number): number | undefined {
  let i = start;
  let negative = false;
  const sign = text.charCodeAt(i);
  if (sign === MINUS || sign === PLUS) {
    negative = sign === MINUS;
    i++;
  }
  if (i >= end) return undefined;
  let value = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < ZERO || c > NINE) return undefined;
    value = value * 10 + (c - ZERO);
  }
  return negative ? -value : value;
}
