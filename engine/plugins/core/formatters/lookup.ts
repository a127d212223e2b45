/** Reaching into values: `prop`, `get`, `lookup` and `key-by`. */
import type { FormatterSpec, RenderContext } from '../../api';
import { parsedArgs } from '../../parsed-args';
import { childOf, hasChild, walkPath } from '../value-path';

/** `prop` arguments are literal dotted paths: `prop emails primary` and `prop emails.primary` agree. */
const propKeys = parsedArgs((args) => args.flatMap((arg) => arg.split('.')));

const keyByPath = parsedArgs((args) => (args.length > 0 ? args[0].split('.') : []));

/**
 * Follows one `get` key: a string or number is a single key (dots included),
 * an array is a path of keys. Anything else finds nothing.
 */
function followKey(value: unknown, key: unknown): unknown {
  if (typeof key === 'string') return childOf(value, key);
  if (typeof key === 'number') return childOf(value, String(key));
  if (!Array.isArray(key)) return undefined;
  let current = value;
  for (let i = 0; i < key.length && current !== undefined; i++) current = followKey(current, key[i]);
  return current;
}

/**
 * Resolves `reference` as if `value` were pushed on the context stack: in
 * `value` when its first key is there, else against the stack.
 */
function resolveFrom(value: unknown, reference: string, ctx: RenderContext): unknown {
  if (reference === '@') return value;
  const keys = reference.split('.');
  if (keys[0] === '@') return walkPath(value, keys.slice(1));
  return hasChild(value, keys[0]) ? walkPath(value, keys) : ctx.resolve(reference);
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
  /** `{obj|lookup ref}`: the argument's value is a variable name looked up in `obj`, then in the context. */
  lookup: {
    validate: (args) => (args.length === 0 ? 'lookup needs a reference holding the key, e.g. {product|lookup keys.first}.' : undefined),
    apply: (value, args, ctx) => {
      const key = ctx.resolve(args[0]);
      if (typeof key !== 'string' && typeof key !== 'number') return undefined;
      return resolveFrom(value, String(key), ctx);
    },
  },
  /** `{people|key-by name}`: an object of the array's elements keyed by the value at a path. */
  'key-by': {
    validate: (args) => (args.length === 0 ? 'key-by needs the path of the key, e.g. {people|key-by name}.' : undefined),
    apply: (value, args) => keyBy(value, keyByPath(args)),
  },
};
