/**
 * How core formatters and predicates read loosely typed JSON: as a number, as
 * text, or as a boolean, following the reference engine's conversions.
 */

/**
 * The number a value stands for, as the reference's `Node.asNumber` reads it: missing, null, false, arrays
 * and objects are 0, true is 1; a string gives the number it starts with or NaN, read by `parseFloat` when
 * it holds a `.` (so "1.5e3" is 1500 and "Infinity." infinite) and by `parseInt` otherwise ("1e3" is 1,
 * "12px" 12).
 */
export function toNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    case 'bigint':
      return Number(value);
    default:
      return 0;
  }
}

/**
 * The text a string formatter works on: strings, numbers and booleans as
 * written; missing, null, arrays and objects give "".
 */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return '';
  }
}

/**
 * The boolean a value stands for when compared with a boolean: whole non-zero
 * numbers below 1e21 and the exact string "true" are true, everything else false.
 */
export function toBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      // The reference tests `parseInt(value, 10) === value`: an integer written with an exponent (1e21 and up) is not one.
      return value !== 0 && parseInt(String(value), 10) === value;
    case 'string':
      return value === 'true';
    default:
      return false;
  }
}

/** A whole-number argument as templates write it ("3", "3.7" and "3px" are 3); NaN when it is not one. */
export function parseIntegerArg(arg: string | undefined): number {
  return arg === undefined ? NaN : parseInt(arg, 10);
}
