/** The slice of a product's structured content the islands need (variants, options, type), read from item JSON. */
import { variantStock } from '../../engine/commerce';

export const PRODUCT_TYPE_PHYSICAL = 1;
export const PRODUCT_TYPE_DIGITAL = 2;
export const PRODUCT_TYPE_SERVICE = 3;
export const PRODUCT_TYPE_GIFT_CARD = 4;

/** What the product islands know of a variant: enough to pick it, check its stock and show its marks. */
export interface ProductVariant {
  sku: string;
  attributes: Readonly<Record<string, string>>;
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

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(asObject(value) ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
}

function rawVariants(item: Json | undefined): Json[] {
  const variants = asObject(item?.structuredContent)?.variants;
  return Array.isArray(variants) ? variants.map(asObject).filter((v): v is Json => v !== undefined) : [];
}

/** Variants with just what validation needs; a variant without a sku cannot be bought and is left out. */
export function productVariants(item: Json | undefined): ProductVariant[] {
  return rawVariants(item).flatMap((v): ProductVariant[] => {
    if (typeof v.sku !== 'string') return [];
    const qty = Number(v.qtyInStock);
    return [{ sku: v.sku, attributes: stringRecord(v.attributes), qtyInStock: Number.isFinite(qty) ? qty : 0, unlimited: v.unlimited === true }];
  });
}

/** Each variant that names a main image, with that image's id. */
export function variantImages(item: Json | undefined): VariantImage[] {
  return rawVariants(item).flatMap((v): VariantImage[] => {
    const imageId = asObject(v.mainImage)?.id;
    return typeof imageId === 'string' && imageId !== '' ? [{ attributes: stringRecord(v.attributes), imageId }] : [];
  });
}

/** Option names in display order: variantOptionOrdering, else the order attributes first appear. */
export function productOptionNames(item: Json | undefined): string[] {
  const content = asObject(item?.structuredContent);
  const ordering = Array.isArray(content?.variantOptionOrdering)
    ? content.variantOptionOrdering.filter((n): n is string => typeof n === 'string')
    : [];
  const seen = new Set<string>(ordering);
  for (const variant of productVariants(item)) for (const name of Object.keys(variant.attributes)) seen.add(name);
  return [...seen];
}

export function productTypeOf(item: Json | undefined): number {
  const code = Number(asObject(item?.structuredContent)?.productType);
  return Number.isInteger(code) ? code : PRODUCT_TYPE_PHYSICAL;
}

/** A variant has stock to sell: unlimited, or at least one unit (the engine's stock rule). */
export function isInStock(variant: Pick<ProductVariant, 'qtyInStock' | 'unlimited'>): boolean {
  return variantStock(variant) > 0;
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
