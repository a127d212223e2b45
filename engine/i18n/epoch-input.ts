/**
 * Reads the instants date formatters receive: epoch milliseconds as a JSON
 * number or a numeric string ("1525198211000"). Anything else is not a date.
 */
import { toDecimalString } from './decimal-input';

// ECMAScript's Date range: ±100,000,000 days around the epoch.
const MAX_EPOCH_MS = 8.64e15;

export function toEpochMillis(value: unknown): number | undefined {
  // A finite number's text reads back as the same number (but -0 as 0), so numbers skip the text round trip.
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_EPOCH_MS ? (value === 0 ? 0 : Math.trunc(value)) : undefined;
  const decimal = toDecimalString(value);
  if (decimal === undefined) return undefined;
  const ms = Math.trunc(Number(decimal));
  return Math.abs(ms) <= MAX_EPOCH_MS ? ms : undefined;
}

/**
 * Like `toEpochMillis`, but values that hold no number at all (null, booleans,
 * objects, missing) read as the epoch itself, as the reference engine's date
 * formatters do; text that is not a number still gives `undefined`.
 */
export function toEpochMillisOrEpoch(value: unknown): number | undefined {
  return typeof value === 'number' || typeof value === 'string' ? toEpochMillis(value) : 0;
}

/**
 * A value as the reference engine's `Node.asNumber` reads it, which its `datetime`, `datetime-interval`,
 * `relative-time` and `timesince` use: numbers as they are, strings by `parseFloat` when they hold a `.`
 * and `parseInt` otherwise (so "12px" is 12 and "abc" NaN), booleans 1 and 0, anything else 0.
 */
export function looseNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** `looseNumber` as an instant: undefined when it is no finite number or lies outside the Date range. */
export function looseEpochMillis(value: unknown): number | undefined {
  const n = looseNumber(value);
  return Number.isFinite(n) && Math.abs(n) <= MAX_EPOCH_MS ? Math.trunc(n) : undefined;
}
