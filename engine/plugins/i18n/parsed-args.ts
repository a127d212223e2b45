/**
 * Parses a formatter's arguments once per template position: the engine
 * passes the same args array on every call, so a WeakMap keyed by it turns
 * parsing into a lookup.
 */

export function parsedArgs<T>(parse: (args: readonly string[]) => T): (args: readonly string[]) => T {
  const cache = new WeakMap<readonly string[], T>();
  return (args) => {
    let parsed = cache.get(args);
    if (parsed === undefined) {
      parsed = parse(args);
      cache.set(args, parsed);
    }
    return parsed;
  };
}
