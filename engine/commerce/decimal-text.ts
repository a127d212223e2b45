/**
 * Decimal amounts kept as text, digit for digit: moving the point (an amount to minor units) and comparing
 * two amounts exactly. Squarespace's engines keep money as exact decimals, so a price of "-0.001" is
 * -0.1 cents there and "12.3400" is 1234.00 cents; rounding to whole minor units would lose both.
 */

/** An amount as sign, coefficient digits (no leading zeros, trailing zeros kept, "0" for zero) and exponent. */
interface DecimalParts {
  readonly negative: boolean;
  readonly digits: string;
  readonly exponent: number;
}

// Surrounding blanks are tolerated as Kiosk's money reader tolerates them; the rest is the usual decimal form.
const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

// Past this many digits a moved amount is not written out (the reference writes every zero of "1e999999").
const MAX_WRITTEN_DIGITS = 100_000;

/**
 * `text` (a decimal such as "12.50", ".75", "-1e-3") with its point moved `places` to the right, written
 * as the reference's decimal writes it: fixed point, the digits as given ("12.3400" → "1234.00" for 2
 * places), a negative zero keeping its sign ("-0.00" → "-0"). Undefined when `text` is no decimal.
 */
export function movePoint(text: string, places: number): string | undefined {
  const parts = parseDecimal(text);
  if (parts === undefined || Math.abs(parts.exponent + places) > MAX_WRITTEN_DIGITS) return undefined;
  return writeDecimal({ ...parts, exponent: parts.exponent + places });
}

/** Compares two decimal texts by value (-1, 0 or 1); a text that is no decimal counts as 0. Zero's sign is ignored. */
export function compareDecimals(a: string, b: string): number {
  const x = parseDecimal(a) ?? ZERO;
  const y = parseDecimal(b) ?? ZERO;
  const xZero = x.digits === '0';
  const yZero = y.digits === '0';
  if (xZero && yZero) return 0;
  const xSign = xZero ? 0 : x.negative ? -1 : 1;
  const ySign = yZero ? 0 : y.negative ? -1 : 1;
  if (xSign !== ySign) return xSign < ySign ? -1 : 1;
  const magnitude = compareMagnitudes(x, y);
  return xSign < 0 ? -magnitude : magnitude;
}

const ZERO: DecimalParts = { negative: false, digits: '0', exponent: 0 };

function parseDecimal(text: string): DecimalParts | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = m;
  if (whole === '' && fraction === '') return undefined;
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  return { negative: sign === '-', digits, exponent: Number(exponent) - fraction.length };
}

function writeDecimal({ negative, digits, exponent }: DecimalParts): string {
  const sign = negative ? '-' : '';
  // Zero: its digit, then as many fraction zeros as a negative exponent asks for.
  if (digits === '0') return exponent < 0 ? `${sign}0.${'0'.repeat(-exponent)}` : `${sign}0`;
  if (exponent >= 0) return sign + digits + '0'.repeat(exponent);
  const point = digits.length + exponent;
  if (point > 0) return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${sign}0.${'0'.repeat(-point)}${digits}`;
}

/** Compares absolute values: first by the position of the leading digit, then digit by digit. */
function compareMagnitudes(x: DecimalParts, y: DecimalParts): number {
  const xLead = x.digits.length + x.exponent;
  const yLead = y.digits.length + y.exponent;
  if (xLead !== yLead) return xLead < yLead ? -1 : 1;
  const length = Math.max(x.digits.length, y.digits.length);
  const xs = x.digits.padEnd(length, '0');
  const ys = y.digits.padEnd(length, '0');
  return xs === ys ? 0 : xs < ys ? -1 : 1;
}
