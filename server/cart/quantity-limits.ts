// How many units of a variant one cart line may hold: stock, the 9999 input limit, single-quantity services,
// one membership.
import { isMultipleQuantityAllowedForServices, variantStock } from '../../engine/commerce';
import { CART_MESSAGES, QUANTITY_MAX } from '../../schemas/cart';
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog-product';
import type { EntryRow } from '../db/carts';
import { DomainError } from '../domain-error';

export interface QuantityPolicy {
  multipleQuantityAllowedForServices: boolean;
}

/** The most units one line may hold when `elsewhere` units of the same variant sit in other lines. */
export function maxLineQuantity(
  product: CatalogProduct,
  variant: CatalogVariant,
  elsewhere: number,
  policy: QuantityPolicy,
): number {
  const serviceCap = product.productType === 'SERVICE' && !isMultipleQuantityAllowedForServices(policy) ? 1 : QUANTITY_MAX;
  // A membership is one per buyer: one unit in the whole cart.
  if (product.productType === 'PAYWALL') return Math.max(0, Math.min(1, 1 - elsewhere));
  // Unlimited stock is MAX_STOCK units: QUANTITY_MAX caps it.
  const stockCap = variantStock(variant) - elsewhere;
  return Math.max(0, Math.min(serviceCap, stockCap, QUANTITY_MAX));
}

/** Units of `sku` in the cart's lines other than line `except`. */
export function unitsElsewhere(rows: readonly EntryRow[], sku: string, except?: string): number {
  return rows.reduce((sum, row) => (row.sku === sku && row.id !== except ? sum + row.quantity : sum), 0);
}

/** Refuses a line quantity above the 9999 input limit (422) or above what is available (422). */
export function ensureLineQuantity(
  product: CatalogProduct,
  variant: CatalogVariant,
  quantity: number,
  elsewhere: number,
  policy: QuantityPolicy,
): void {
  if (quantity > QUANTITY_MAX) throw new DomainError('rejected', CART_MESSAGES.outOfRange);
  if (product.productType === 'PAYWALL' && quantity + elsewhere > 1) throw new DomainError('rejected', CART_MESSAGES.membershipOnce);
  if (quantity > maxLineQuantity(product, variant, elsewhere, policy)) {
    throw new DomainError('rejected', CART_MESSAGES.notEnoughStock);
  }
}
