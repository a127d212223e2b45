/** The functions a `.eval` expression may call. Arguments are primitives or null. */

export type ExprFunction = (args: unknown[]) => unknown;

/** Number conversion of the expression language: like Number(), but whitespace is not a number. */
export function toExprNumber(value: unknown): number {
  if (typeof value === 'string') return /\s/.test(value) ? NaN : Number(value);
  return Number(value);
}

function numbers(args: unknown[]): number[] {
  if (args.length === 0) throw new Error('expects at least one argument');
  return args.map(toExprNumber);
}

export const FUNCTIONS: Record<string, ExprFunction> = {
  max: (args) => Math.max(...numbers(args)),
  min: (args) => Math.min(...numbers(args)),
  abs: (args) => Math.abs(numbers(args)[0]),
  num: (args) => toExprNumber(args[0] ?? null),
  str: (args) => String(args[0] ?? null),
  bool: (args) => Boolean(args[0]),
};
