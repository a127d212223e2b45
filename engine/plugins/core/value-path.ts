/**
 * Walking into a JSON value by keys, as `prop`, `get`, `lookup` and `key-by`
 * do: object properties by name, array elements by decimal index.
 */

const hasOwn = Object.prototype.hasOwnProperty;
const DIGITS = /^\d+$/;

/** One step down: an own property of an object, or an element of an array; else `undefined`. */
export function childOf(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return DIGITS.test(key) ? value[Number(key)] : undefined;
  return hasOwn.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** Whether `childOf(value, key)` finds something, even a null. */
export function hasChild(value: unknown, key: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return DIGITS.test(key) && Number(key) < value.length;
  return hasOwn.call(value, key);
}

/** Follows `keys` from `value`; `undefined` as soon as one is missing. */
export function walkPath(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (let i = 0; i < keys.length && current !== undefined; i++) current = childOf(current, keys[i]);
  return current;
}

