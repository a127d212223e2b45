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

/** A variant with stock to sell: unlimited, or at least one unit. */
export function isVariantInStock(variant: ProductVariant): boolean {
  return variantStock(variant) > 0;
}

/** Digital products, gift cards and memberships (PAYWALL) never run out, whatever their variants say. */
function neverRunsOut(item: ProductItem | unknown): boolean {
  const type = productTypeOf(item);
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD || type === ProductType.PAYWALL;
}

/** Units left of one variant of `item`: `MAX_STOCK` for a digital product or gift card, else the variant's own. */
export function itemVariantStock(item: ProductItem | unknown, variant: ProductVariant): number {
  return neverRunsOut(item) ? MAX_STOCK : variantStock(variant);
}

/**
 * Stock as the API and the islands state it (spec §3 "Inventory stock result"): `unlimited`, else
 * `qtyInStock` units; `qtyInStock` is 0 when unlimited.
 */
export function stockState(stock: number): { unlimited: boolean; qtyInStock: number } {
  const unlimited = stock === MAX_STOCK;
  return { unlimited, qtyInStock: unlimited ? 0 : stock };
}

/**
 * Units left across all variants. Digital products and gift cards never run
 * out (`MAX_STOCK`); so does any product with an unlimited variant.
 */
export function getTotalStockRemaining(item: ProductItem | unknown): number {
  if (neverRunsOut(item)) return MAX_STOCK;
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
