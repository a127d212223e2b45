/**
 * Product type codes and names (spec §3 "Product types"): PHYSICAL 1, DIGITAL 2,
 * SERVICE 3, GIFT_CARD 4, PAYWALL 5.
 */
import { structuredContentOf } from './product-fields';

export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeName = keyof typeof ProductType;
export type ProductTypeCode = (typeof ProductType)[ProductTypeName];

const NAMES: readonly ProductTypeName[] = ['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL'];
const NAME_SEPARATORS = /[\s-]+/g;

/**
 * The code for a product type written as a number (2), a numeric string ("2")
 * or a name ("DIGITAL", "gift card", "gift-card"); `undefined` when unknown.
 */
export function productTypeCode(value: unknown): ProductTypeCode | undefined {
  if (typeof value === 'number') return isCode(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const n = Number(text);
  if (!Number.isNaN(n)) return isCode(n) ? n : undefined;
  const name = text.toUpperCase().replace(NAME_SEPARATORS, '_');
  return Object.hasOwn(ProductType, name) ? ProductType[name as ProductTypeName] : undefined;
}

/** The name of a product type code ("PHYSICAL"), or `undefined` when the value is not a known type. */
export function productTypeName(value: unknown): ProductTypeName | undefined {
  const code = productTypeCode(value);
  return code === undefined ? undefined : NAMES[code - 1];
}

/** The type of a store item, read from `structuredContent.productType`. */
export function productTypeOf(item: unknown): ProductTypeCode | undefined {
  return productTypeCode(structuredContentOf(item)?.productType);
}

function isCode(n: number): n is ProductTypeCode {
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5;
}
