/** Variant structure: whether a product offers a choice, and the options a shopper picks from. */
import { isRecord, structuredContentOf, variantsOf } from './product-fields';
import type { ProductItem, ProductVariant } from './product-json';
import { ProductType, productTypeOf } from './product-types';

export interface VariantOption {
  name: string;
  /** Distinct values in the order the variants first use them. */
  values: string[];
}

/** More than one variant to choose from. Digital products never have variants. */
export function hasVariants(item: ProductItem | unknown): boolean {
  return productTypeOf(item) !== ProductType.DIGITAL && variantsOf(item).length > 1;
}

/**
 * The options of a product with at least two variants, in
 * `variantOptionOrdering` order, each with the distinct values its variants use.
 */
export function getItemVariantOptions(item: ProductItem | unknown): VariantOption[] {
  const variants = variantsOf(item);
  const ordering = structuredContentOf(item)?.variantOptionOrdering;
  if (variants.length < 2 || !Array.isArray(ordering)) return [];
  const options: VariantOption[] = [];
  for (const name of ordering) {
    if (typeof name !== 'string') continue;
    const values: string[] = [];
    for (const variant of variants) {
      const value = isRecord(variant.attributes) ? variant.attributes[name] : undefined;
      if (typeof value === 'string' && !values.includes(value)) values.push(value);
    }
    options.push({ name, values });
  }
  return options;
}

/** A variant's chosen option values by option name (`{ Size: "M" }`); values that are not strings are skipped. */
export function variantAttributes(variant: ProductVariant | unknown): Record<string, string> {
  const attributes = isRecord(variant) ? variant.attributes : undefined;
  const out: Record<string, string> = {};
  if (!isRecord(attributes)) return out;
  for (const [name, value] of Object.entries(attributes)) if (typeof value === 'string') out[name] = value;
  return out;
}

/** A variant's option values joined for display: "blue / large / normal". */
export function variantDescriptor(variant: ProductVariant | unknown): string {
  const optionValues = isRecord(variant) ? variant.optionValues : undefined;
  // The reference counts an object's keys and reads its entries at "0", "1", … (its node `size` and `get(i)`).
  const list: Record<number, unknown> | undefined = Array.isArray(optionValues) ? optionValues : isRecord(optionValues) ? optionValues : undefined;
  if (list === undefined) return '';
  const size = Array.isArray(list) ? list.length : Object.keys(list).length;
  let text = '';
  for (let i = 0; i < size; i++) {
    if (i > 0) text += ' / ';
    const entry: unknown = list[i];
    const value = isRecord(entry) ? entry.value : undefined;
    // Text, numbers and booleans print as written (the reference's `asString`); anything else prints nothing.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') text += String(value);
  }
  return text;
}
