/**
 * Reads the numbers formatters receive (JSON numbers or decimal strings such
 * as "123456.7890") as exact decimal strings, so rounding happens on the
 * written digits and not on a binary float.
 */

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The exact decimal text of a number or numeric string, or `undefined` when it is not one. */
export function toDecimalString(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL.test(text) ? text : undefined;
  }
  return undefined;
}

/**
 * Moves the decimal point of an exact decimal string `power` places to the
 * right (left when negative): `scaleDecimal('0.125', 3)` is `'125'`.
 */
export function scaleDecimal(text: string, power: number): string {
  const exponent = text.search(/[eE]/);
  const mantissa = exponent < 0 ? text : text.slice(0, exponent);
  const shift = power + (exponent < 0 ? 0 : Number(text.slice(exponent + 1)));
  // Keep the scientific form: Intl reads "1.25e3" exactly, so only the exponent changes.
  return shift === 0 ? mantissa : `${mantissa}e${shift}`;
}

const NOT_A_NUMBER = new Set(['nan', 'NaN']);
const INFINITE = new Set(['infinity', '+infinity', 'Infinity', '+Infinity', '-infinity', '-Infinity']);
// More exponent digits than this are refused (the reference's "Exponent too large").
const MAX_EXPONENT_DIGITS = 6;

/**
 * A value as the reference's `decimal` and `percentage-format` read it: its
 * text (numbers and booleans stringified, anything else empty) parsed by
 * @phensley/decimal's rules: no surrounding spaces; `NaN` and `Infinity`
 * accepted (an infinity prints unsigned there, so both give `Infinity`); a
 * sign may even sit between digits (`1-2` is -12). Gives a string Intl
 * formats exactly, or `undefined`.
 */
export function readDecimal(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  if (NOT_A_NUMBER.has(text)) return 'NaN';
  if (INFINITE.has(text)) return 'Infinity';
  // Read from the end, as the reference does: the digits right of an `e` are the exponent.
  let digits = '';
  let negative = false;
  let exponent = 0;
  let count = 0;
  let sawSign = false;
  let sawPoint = false;
  let sawExponent = false;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i] as string;
    if (c >= '0' && c <= '9') {
      digits = c + digits;
      count++;
    } else if (c === 'e' || c === 'E') {
      if (sawExponent || count === 0 || count > MAX_EXPONENT_DIGITS) return undefined;
      exponent = negative ? -Number(digits) : Number(digits);
      sawExponent = true;
      sawSign = false;
      negative = false;
      digits = '';
      count = 0;
    } else if (c === '-' || c === '+') {
      if (count === 0 || sawSign) return undefined;
      negative = c === '-';
      sawSign = true;
    } else if (c === '.') {
      if (sawPoint) return undefined;
      sawPoint = true;
      exponent -= count;
    } else {
      return undefined;
    }
  }
  if (count === 0) return undefined;
  return `${negative ? '-' : ''}${digits}e${exponent}`;
}
