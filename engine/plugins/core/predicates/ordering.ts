/**
 * Equality and ordering of JSON values for the comparison predicates, with
 * the reference engine's conversions: the left value's type decides how the
 * right one is read.
 */
import { toBoolean, toNumber, toText } from '../coercion';

const hasOwn = Object.prototype.hasOwnProperty;

/** Deep JSON equality; missing equals null, numbers compare by value, key order does not matter. */
export function equalValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null) return b === undefined || b === null;
  if (typeof a !== 'object' || b === null || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalValues(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let size = 0;
  for (const key in left) {
    if (!hasOwn.call(left, key)) continue;
    if (!hasOwn.call(right, key) || !equalValues(left[key], right[key])) return false;
    size++;
  }
  for (const key in right) if (hasOwn.call(right, key)) size--;
  return size === 0;
}

/**
 * Negative, zero or positive as `a` sorts before, with or after `b`:
 * - missing/null: equal to missing/null, before anything else;
 * - boolean: against `b` read as a boolean (false < true);
 * - number: against `b` read as a number (an unreadable string sorts before every number);
 * - string: against `b` as text, by UTF-16 code units;
 * - array/object: 0 when deeply equal, else before.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : -1;
  switch (typeof a) {
    case 'boolean': {
      const other = toBoolean(b);
      return a === other ? 0 : a ? 1 : -1;
    }
    case 'number':
      return ordered(a, toNumber(b));
    case 'string':
      return ordered(a, toText(b));
    default:
      return equalValues(a, b) ? 0 : -1;
  }
}

// NaN on the right compares as smaller: `a > NaN` is what the reference reports.
function ordered<T extends number | string>(a: T, b: T): number {
  if (a < b) return -1;
  return a === b ? 0 : 1;
}
