/**
 * How content and social plugins read fields of Squarespace records: lenient
 * lookups and enumeration codes. Scalar conversions come from `core/coercion`.
 */
import { toNumber } from '../core/coercion';

/** `record[key]` when `record` is an object or array, else missing. */
export function field(record: unknown, key: string): unknown {
  if (record === null || typeof record !== 'object') return undefined;
  return (record as Record<string, unknown>)[key];
}

/** Whether `value` is the enumeration code `code`; numeric strings count, booleans do not. */
export function isCode(value: unknown, code: number): boolean {
  return (typeof value === 'number' || typeof value === 'string') && toNumber(value) === code;
}

/** Whether `record[key]` holds the enumeration code `code`. */
export function hasCode(record: unknown, key: string, code: number): boolean {
  return isCode(field(record, key), code);
}
