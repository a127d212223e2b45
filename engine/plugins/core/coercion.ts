/**
 * How core formatters and predicates read loosely typed JSON: as a number, as
 * text, or as a boolean, following the reference engine's conversions.
 */

// A string counts as the decimal number it starts with ("12px" is 12); exponents are not read.
const LEADING_NUMBER = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)/;

/**
 * The number a value stands for: missing, null, false, arrays and objects are 0,
 * true is 1, a string gives its leading decimal number or NaN.
 */
export function toNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string': {
      const match = LEADING_NUMBER.exec(value);
      return match ? Number(match[0]) : NaN;
    }
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
 * numbers and the exact string "true" are true, everything else false.
 */
export function toBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return Number.isInteger(value) && value !== 0;
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
