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
