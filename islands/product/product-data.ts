/**
 * The slice of a product's structured content the islands need (variants, options), read from item JSON with
 * engine/commerce's rules (stock, option names): the islands keep no copy of them.
 */
// engine/commerce's own files, not its index (which also brings the money and locale code): the product islands'
// chunk stays small.
import { variantsOf } from '../../engine/commerce/product-fields';
import { itemVariantStock, stockState } from '../../engine/commerce/stock';
import { getItemVariantOptions, variantAttributes } from '../../engine/commerce/variants';

/** What the product islands know of a variant: enough to pick it, check its stock and show its marks. */
export interface ProductVariant {
  sku: string;
  attributes: Readonly<Record<string, string>>;
  /** units left; 0 when unlimited (engine/commerce stockState) */
  qtyInStock: number;
  unlimited: boolean;
}

/** A variant with the id of its own main image (variant image switching). */
export interface VariantImage {
  attributes: Readonly<Record<string, string>>;
  imageId: string;
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

/** Variants with just what validation needs; a variant without a sku cannot be bought and is left out. */
export function productVariants(item: Json | undefined): ProductVariant[] {
  return variantsOf(item).flatMap((v): ProductVariant[] => {
    if (typeof v.sku !== 'string') return [];
    return [{ sku: v.sku, attributes: variantAttributes(v), ...stockState(itemVariantStock(item, v)) }];
  });
}

/** Each variant that names a main image, with that image's id. */
export function variantImages(item: Json | undefined): VariantImage[] {
  return variantsOf(item).flatMap((v): VariantImage[] => {
    const imageId = asObject(v.mainImage)?.id;
    return typeof imageId === 'string' && imageId !== '' ? [{ attributes: variantAttributes(v), imageId }] : [];
  });
}

/** The options a visitor chooses, in display order: the ones the page prints a chooser for (engine/commerce). */
export function productOptionNames(item: Json | undefined): string[] {
  return getItemVariantOptions(item).map((option) => option.name);
}

/** The variant matching every chosen option, or the only variant of a product without options. */
export function chosenVariant<V extends { attributes: Readonly<Record<string, string>> }>(
  optionNames: readonly string[],
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V | undefined {
  if (optionNames.length === 0) return variants.length === 1 ? variants[0] : undefined;
  return variants.find((v) => optionNames.every((name) => v.attributes[name] === selection[name]));
}

/** The variants that agree with every option chosen so far (all of them before any choice). */
export function matchingVariants<V extends { attributes: Readonly<Record<string, string>> }>(
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V[] {
  const chosen = Object.entries(selection).filter(([, value]) => value !== '');
  return variants.filter((v) => chosen.every(([name, value]) => v.attributes[name] === value));
}
