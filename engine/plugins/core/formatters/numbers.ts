/** Arithmetic and sizes: `round`, `mod` and `count`. */
import type { FormatterSpec } from '../../api';
import { parseIntegerArg, toNumber } from '../coercion';
import { parsedArgs } from '../../parsed-args';

const DEFAULT_DIVISOR = 2;

/** The divisor of `mod`: a whole non-zero number, else 2. */
const divisorOf = parsedArgs((args) => {
  const divisor = parseIntegerArg(args[0]);
  return Number.isNaN(divisor) || divisor === 0 ? DEFAULT_DIVISOR : divisor;
});

/** Elements of an array, keys of an object, UTF-16 units of a string; 0 for anything else. */
export function countOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.length;
  let keys = 0;
  for (const _ in value) keys++;
  return keys;
}

export const numberFormatters: Record<string, FormatterSpec> = {
  /** Nearest integer, halves toward +∞ (-1.5 → -1). */
  round: { apply: (value) => Math.round(toNumber(value)) },
  /** `{n|mod [divisor=2]}`: JavaScript remainder, so the sign follows the value. */
  mod: {
    validate: (args) =>
      args.length > 0 && Number.isNaN(parseIntegerArg(args[0]))
        ? `mod takes a whole-number divisor, e.g. {@index|mod 3}, not "${args[0]}".`
        : undefined,
    apply: (value, args) => toNumber(value) % divisorOf(args),
  },
  count: { apply: (value) => countOf(value) },
};
