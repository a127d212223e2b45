/** Position within a repeated section: `iter` and `cycle`. */
import type { FormatterSpec } from '../../api';
import { toNumber } from '../coercion';

/**
 * The argument a 1-based position picks, wrapping around in both directions
 * (0 picks the last); `undefined` for a position that is not a whole number.
 */
export function cyclePick(position: number, choices: readonly string[]): string | undefined {
  const n = choices.length;
  if (n === 0) return undefined;
  return choices[(((position - 1) % n) + n) % n];
}

export const iterationFormatters: Record<string, FormatterSpec> = {
  /** The 1-based index of the enclosing repeated section, "" outside one. */
  iter: {
    apply: (_value, _args, ctx) => {
      const index = ctx.index();
      return index > 0 ? String(index) : '';
    },
  },
  /** `{@index|cycle odd even}`: the value picks one of the arguments, 1-based. */
  cycle: {
    validate: (args) => (args.length === 0 ? 'cycle needs the values to cycle through, e.g. {@index|cycle odd even}.' : undefined),
    apply: (value, args) => cyclePick(toNumber(value), args),
  },
};
