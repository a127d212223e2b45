/**
 * Stock rules (spec §3 "Variant", §4 "Product display status"): how many units
 * remain and when a product shows as sold out.
 */
import { toNumber, variantsOf } from './product-fields';
import type { ProductItem, ProductVariant } from './product-json';
import { ProductType, productTypeOf } from './product-types';

/** The stock of anything unlimited (spec §3: the largest safe integer). */
export const MAX_STOCK = Number.MAX_SAFE_INTEGER;

/** Units of one variant left: `MAX_STOCK` when unlimited, never below 0. */
export function variantStock(variant: ProductVariant): number {
  if (variant.unlimited === true) return MAX_STOCK;
  const qty = toNumber(variant.qtyInStock) ?? 0;
  return qty > 0 ? qty : 0;
}

/**
 * Units left across all variants. Digital products and gift cards never run
 * out (`MAX_STOCK`); so does any product with an unlimited variant.
 */
export function getTotalStockRemaining(item: ProductItem | unknown): number {
  const type = productTypeOf(item);
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return MAX_STOCK;
  let total = 0;
  for (const variant of variantsOf(item)) {
    const stock = variantStock(variant);
    if (stock === MAX_STOCK) return MAX_STOCK;
    total += stock;
  }
  return Math.min(total, MAX_STOCK);
}

/**
 * Sold out: every variant is limited and has no stock left. Digital products
 * and gift cards never are; a product with no variants at all is.
 */
export function isSoldOut(item: ProductItem | unknown): boolean {
  return getTotalStockRemaining(item) === 0;
}
