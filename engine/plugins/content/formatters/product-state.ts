/**
 * Whether a product (an item's `structuredContent`) is on sale or sold out,
 * by spec §4 "Product display status".
 */
import { isTruthy } from '../../../runtime/values';
import { toNumber } from '../../core/coercion';
import { field } from '../record-fields';

/** Product type codes (spec §3) whose status rules differ. */
const DIGITAL = 2;
const GIFT_CARD = 4;

function variantsOf(product: unknown): readonly unknown[] {
  const variants = field(product, 'variants');
  return Array.isArray(variants) ? variants : [];
}

/** Any variant on sale; a digital product uses its own flag, a gift card is never on sale. */
export function isOnSale(product: unknown): boolean {
  const type = toNumber(field(product, 'productType'));
  if (type === DIGITAL) return isTruthy(field(product, 'onSale'));
  if (type === GIFT_CARD) return false;
  return variantsOf(product).some((variant) => isTruthy(field(variant, 'onSale')));
}

/** Every variant limited and out of stock; digital products and gift cards never sell out. */
export function isSoldOut(product: unknown): boolean {
  const type = toNumber(field(product, 'productType'));
  if (type === DIGITAL || type === GIFT_CARD) return false;
  return variantsOf(product).every(
    (variant) => !isTruthy(field(variant, 'unlimited')) && toNumber(field(variant, 'qtyInStock')) <= 0,
  );
}
