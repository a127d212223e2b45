/** Reaching into values: `prop`, `get`, `lookup` and `key-by`. */
import type { FormatterSpec, RenderContext } from '../../api';
import { parsedArgs } from '../../parsed-args';
import { toText } from '../coercion';
import { walkPath } from '../value-path';

/** `prop` arguments are literal dotted paths: `prop emails primary` and `prop emails.primary` agree. */
const propKeys = parsedArgs((args) => args.flatMap((arg) => arg.split('.')));

const keyByPath = parsedArgs((args) => (args.length > 0 ? args[0].split('.') : []));

/**
 * One step of a `get` path, as Squarespace's `Node.path` takes it: an own property of an object (the
 * key read as text, so `["a","b"]` names the key "a,b"), or an element of an array for a number key
 * only ("0" does not index an array). Anything else finds nothing.
 */
function pathStep(value: unknown, key: unknown): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return typeof key === 'number' ? value[key] : undefined;
  const name = String(key);
  return Object.prototype.hasOwnProperty.call(value, name) ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * Follows one `get` argument's value: an array is a path of keys; a number is one key; anything else
 * is one key read as text (`Node.asString`: true is "true", null and objects "").
 */
function followKey(value: unknown, key: unknown): unknown {
  const path = Array.isArray(key) ? key : [typeof key === 'number' ? key : toText(key)];
  let current = value;
  for (let i = 0; i < path.length && current !== undefined; i++) current = pathStep(current, path[i]);
  return current;
}

/** Groups array elements by the text of the value at `path`; later elements win. */
export function keyBy(items: unknown, path: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  if (!Array.isArray(items) || path.length === 0) return out;
  for (const item of items) {
    const key = walkPath(item, path);
    if (key !== undefined) out[String(key)] = item;
  }
  return out;
}

export const lookupFormatters: Record<string, FormatterSpec> = {
  /** `{obj|prop a b.c}`: literal keys, dots split paths, digits index arrays. */
  prop: { apply: (value, args) => walkPath(value, propKeys(args)) },
  /** `{obj|get ref1 ref2}`: each argument is resolved, and its value is the next key (or path, for an array). */
  get: {
    apply: (value, args, ctx) => {
      let current = value;
      for (let i = 0; i < args.length && current !== undefined; i++) current = followKey(current, ctx.resolve(args[i]));
      return current;
    },
  },
  /** `{obj|lookup ref}`: the argument's value is a variable name looked up the context stack. */
  lookup: {
    validate: (args) => (args.length === 0 ? 'lookup needs a reference holding the key, e.g. {product|lookup keys.first}.' : undefined),
    apply: (_value, args, ctx) => {
      // No reference (or an empty one) gives "", as in Squarespace's engine.
      if (args.length === 0 || args[0] === '') return '';
      // The key's text is a reference resolved against the stack alone, not in the value: in a variable tag
      // the variable's own value is on top of the stack (pushed while its formatters run), in `{.var}` it is not.
      const name = toText(ctx.resolve(args[0]));
      return name === '' ? undefined : ctx.resolve(name);
    },
  },
  /** `{people|key-by name}`: an object of the array's elements keyed by the value at a path. */
  'key-by': {
    validate: (args) => (args.length === 0 ? 'key-by needs the path of the key, e.g. {people|key-by name}.' : undefined),
    apply: (value, args) => keyBy(value, keyByPath(args)),
  },
};
