/**
 * `equal?`, `notEqual?`, `greaterThan?`, `greaterThanOrEqual?`, `lessThan?`,
 * `lessThanOrEqual?`. With one argument the current node is compared with it;
 * with two (or more) the first two are compared. Arguments may be literals.
 */
import type { PredicateSpec, RenderContext } from '../../api';
import { compareValues, equalValues } from './ordering';

type Test = (a: unknown, b: unknown) => boolean;

function comparison(name: string, test: Test): PredicateSpec {
  return {
    validate: (args) =>
      args.length === 0 ? `${name}? needs one or two values to compare, e.g. {.${name}? price 10}.` : undefined,
    test: (args: readonly string[], ctx: RenderContext) => {
      if (args.length === 0) return false;
      if (args.length === 1) return test(ctx.node(), ctx.resolveArg(args[0]));
      return test(ctx.resolveArg(args[0]), ctx.resolveArg(args[1]));
    },
  };
}

export const comparisonPredicates: Record<string, PredicateSpec> = {
  equal: comparison('equal', equalValues),
  notEqual: comparison('notEqual', (a, b) => !equalValues(a, b)),
  greaterThan: comparison('greaterThan', (a, b) => compareValues(a, b) > 0),
  greaterThanOrEqual: comparison('greaterThanOrEqual', (a, b) => compareValues(a, b) >= 0),
  lessThan: comparison('lessThan', (a, b) => compareValues(a, b) < 0),
  lessThanOrEqual: comparison('lessThanOrEqual', (a, b) => compareValues(a, b) <= 0),
};
