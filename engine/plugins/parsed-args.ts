/**
 * Caches what a formatter or predicate derives from its arguments. The engine
 * passes the same args array for every call of one instruction, so parsing
 * once per array keeps hot loops free of re-parsing. Shared by every family.
 */

/** Wraps `parse` so it runs once per distinct args array (an `undefined` result is cached too). */
export function parsedArgs<T>(parse: (args: readonly string[]) => T): (args: readonly string[]) => T {
  const cache = new WeakMap<readonly string[], T>();
  return (args) => {
    let parsed = cache.get(args);
    if (parsed === undefined && !cache.has(args)) {
      parsed = parse(args);
      cache.set(args, parsed);
    }
    return parsed as T;
  };
}
