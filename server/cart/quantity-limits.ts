// How many units of a variant one cart line may hold: stock, the 9999 input limit, single-quantity services.
import { CART_MESSAGES, QUANTITY_MAX } from '../../schemas/cart';
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog-product';
import { HttpError } from '../errors';

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
  const serviceCap = product.productType === 'SERVICE' && !policy.multipleQuantityAllowedForServices ? 1 : QUANTITY_MAX;
  const stockCap = variant.unlimited ? QUANTITY_MAX : variant.qtyInStock - elsewhere;
  return Math.max(0, Math.min(serviceCap, stockCap, QUANTITY_MAX));
}

/** Refuses a line quantity above the 9999 input limit (422) or above what is available (422). */
export function ensureLineQuantity(
  product: CatalogProduct,
  variant: CatalogVariant,
  quantity: number,
  elsewhere: number,
  policy: QuantityPolicy,
): void {
  if (quantity > QUANTITY_MAX) throw new HttpError(422, CART_MESSAGES.outOfRange);
  if (quantity > maxLineQuantity(product, variant, elsewhere, policy)) {
    throw new HttpError(422, CART_MESSAGES.notEnoughStock);
  }
}
