/**
 * The functions a `.eval` expression may call, and the number conversion of the
 * expression language. Arguments are primitives or null; a function given no
 * argument has no value (an error), as in Squarespace's engine.
 */

export type ExprValue = number | string | boolean | null;
export type ExprFunction = (args: ExprValue[]) => ExprValue | undefined;

const HEX = /^[+-]?0[xX][0-9a-fA-F]*$/;
const DECIMAL = /^[+-]?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?$/;

/**
 * Number conversion of the expression language: a string is a number only when
 * all of it is one decimal or hex literal with an optional sign ("" is 0);
 * null is 0 and booleans are 1 and 0.
 */
export function toExprNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      if (value === '') return 0;
      if (HEX.test(value)) return parseInt(value, 16);
      return DECIMAL.test(value) ? parseFloat(value) : NaN;
    default:
      return value === null ? 0 : NaN;
  }
}

/** The argument that wins every pairwise test, left to right (NaN never wins a comparison). */
function select(args: ExprValue[], wins: (a: number, b: number) => boolean): number | undefined {
  if (!args.length) return undefined;
  const numbers = args.map(toExprNumber);
  let best = numbers[0];
  for (let i = 1; i < numbers.length; i++) best = wins(best, numbers[i]) ? best : numbers[i];
  return best;
}

export const FUNCTIONS: Record<string, ExprFunction> = {
  max: (args) => select(args, (a, b) => a > b),
  min: (args) => select(args, (a, b) => a < b),
  abs: (args) => (args.length ? Math.abs(toExprNumber(args[0])) : undefined),
  num: (args) => (args.length ? toExprNumber(args[0]) : undefined),
  str: (args) => (args.length ? (args[0] === null ? 'null' : String(args[0])) : undefined),
  bool: (args) => (args.length ? (typeof args[0] === 'boolean' ? args[0] : args[0] === null ? false : Boolean(args[0])) : undefined),
};
