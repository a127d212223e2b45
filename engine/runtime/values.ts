/**
 * How the engine reads JSON values: truthiness for sections, the text a value
 * prints as, and the kinds plugins branch on. `undefined` means "missing".
 */

export type ValueKind = 'missing' | 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export function kindOf(value: unknown): ValueKind {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'bigint':
      return 'number';
    case 'string':
      return 'string';
    default:
      return Array.isArray(value) ? 'array' : 'object';
  }
}

export function isMissing(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Whether a `.section` / `.repeated section` / `.if` sees a value as present:
 * missing, null, false, 0, NaN, "", [] and {} are all false.
 */
export function isTruthy(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'string':
      return value.length > 0;
    case 'object':
      if (Array.isArray(value)) return value.length > 0;
      for (const _ in value) return true;
      return false;
    default:
      return true;
  }
}

/**
 * The text a value prints as in `{variable}`: missing and null print nothing,
 * objects print nothing, arrays print their elements joined by commas.
 */
export function toOutput(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  switch (typeof value) {
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return Array.isArray(value) ? joinArray(value) : '';
    default:
      return String(value);
  }
}

function joinArray(items: readonly unknown[]): string {
  let out = '';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out += ',';
    out += elementText(items[i]);
  }
  return out;
}

function elementText(value: unknown): string {
  if (value === null) return 'null';
  // A nested array prints as JavaScript joins it (a null inside it is empty), as Squarespace's engine does.
  if (Array.isArray(value)) return String(value);
  if (typeof value === 'object') return '[object Object]';
  return toOutput(value);
}
