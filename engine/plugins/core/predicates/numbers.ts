/** Number tests: `even?`, `odd?`, `nth?`, `plural?` and `singular?`. */
import type { PredicateSpec, RenderContext } from '../../api';
import { toNumber } from '../coercion';

/** The node, or the value of the reference given as the first argument (`{.even? @index}`). */
function subject(args: readonly string[], ctx: RenderContext): unknown {
  return args.length > 0 ? ctx.resolve(args[0]) : ctx.node();
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export const numberPredicates: Record<string, PredicateSpec> = {
  /** Whole JSON numbers only: "2" and 2.5 are neither even nor odd. */
  even: {
    test: (args, ctx) => {
      const n = subject(args, ctx);
      return isWhole(n) && n % 2 === 0;
    },
  },
  odd: {
    test: (args, ctx) => {
      const n = subject(args, ctx);
      return isWhole(n) && n % 2 !== 0;
    },
  },
  /**
   * `{.nth? 3}`: the node is a whole multiple of 3. `{.nth? @index 3}`: the
   * first argument is. Both must be whole JSON numbers, the divisor non-zero.
   */
  nth: {
    validate: (args) => (args.length === 0 ? 'nth? needs a divisor, e.g. {.nth? 3} or {.nth? @index 3}.' : undefined),
    test: (args, ctx) => {
      if (args.length === 0) return false;
      const [n, divisor] =
        args.length === 2 ? [ctx.resolveArg(args[0]), ctx.resolveArg(args[1])] : [ctx.node(), ctx.resolveArg(args[0])];
      return isWhole(n) && isWhole(divisor) && divisor !== 0 && n % divisor === 0;
    },
  },
  /** The node read as a number is more than 1 ("2", 1.5 and 3 are plural). */
  plural: { test: (_args, ctx) => toNumber(ctx.node()) > 1 },
  /** The node read as a number is exactly 1 (1, "1" and true are singular). */
  singular: { test: (_args, ctx) => toNumber(ctx.node()) === 1 },
};
