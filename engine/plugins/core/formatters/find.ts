/**
 * `find-first` and `find-last`: the first (last) array element for which a
 * path is truthy: `{items|find-first inStock}`; with two arguments the element
 * is a key into another object first: `{ids|find-first products inStock}`.
 * Without arguments, simply the first (last) element.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { toText } from '../coercion';
import { parsedArgs } from '../../parsed-args';
import { childOf, walkPath } from '../value-path';

interface FindArgs {
  /** Reference to the object elements are keys of; only with exactly two arguments. */
  lookup?: string;
  /** The path whose value must be truthy; none without arguments. */
  path?: readonly string[];
}

const findArgs = parsedArgs((args): FindArgs => {
  if (args.length === 0) return {};
  if (args.length === 2) return { lookup: args[0], path: args[1].split('.') };
  return { path: args[0].split('.') };
});

function find(items: unknown, args: FindArgs, ctx: RenderContext, fromEnd: boolean): unknown {
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const { path } = args;
  if (path === undefined) return fromEnd ? items[items.length - 1] : items[0];
  const lookup = args.lookup === undefined ? undefined : ctx.resolve(args.lookup);
  for (let n = 0; n < items.length; n++) {
    const item = items[fromEnd ? items.length - 1 - n : n];
    // An element names a key of the lookup object by its text; arrays have no such keys.
    const candidate = args.lookup === undefined ? item : Array.isArray(lookup) ? undefined : childOf(lookup, toText(item));
    if (isTruthy(walkPath(candidate, path))) return item;
  }
  return undefined;
}

export const findFormatters: Record<string, FormatterSpec> = {
  'find-first': { apply: (value, args, ctx) => find(value, findArgs(args), ctx, false) },
  'find-last': { apply: (value, args, ctx) => find(value, findArgs(args), ctx, true) },
};
