/**
 * The choices `variants-select` offers, read from product JSON as the reference engine's
 * `getItemVariantOptions` reads it; the storefront's own reading is `getItemVariantOptions` in engine/commerce.
 */
import type { VariantOption } from '../../../../commerce';

/** How many entries the reference's `Node.size` sees: an array's length, an object's own keys, else none. */
function sizeOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return Array.isArray(value) ? value.length : Object.keys(value).length;
}

/** `Node.get`: an entry of an array or object, missing on anything else. */
function entryOf(value: unknown, key: string | number): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
}

/** `Node.asString`: strings as they are, numbers and booleans written out, anything else "". */
function asString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * One option per entry of `variantOptionOrdering` (as text), each with the values the variants'
 * `attributes` give it, in variant order. As in the reference, the variant list counts every entry
 * (a null variant still makes two "variants"), a value is read as text (`2` is "2"), and an option
 * named twice collects its values under its first entry only.
 */
export function widgetVariantOptions(item: unknown): VariantOption[] {
  const content = entryOf(item, 'structuredContent');
  const variants = entryOf(content, 'variants');
  const count = sizeOf(variants);
  if (count <= 1) return [];
  const ordering = entryOf(content, 'variantOptionOrdering');
  const options: { name: string; values: string[] }[] = [];
  const size = sizeOf(ordering);
  for (let i = 0; i < size; i++) options.push({ name: asString(entryOf(ordering, i)), values: [] });
  for (let i = 0; i < count; i++) {
    const attributes = entryOf(entryOf(variants, i), 'attributes');
    if (!isObject(attributes)) continue;
    for (const name of Object.keys(attributes)) {
      const option = options.find((o) => o.name === name);
      if (option === undefined) continue;
      const value = asString(attributes[name]);
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}
