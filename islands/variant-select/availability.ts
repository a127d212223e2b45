/**
 * Which option values can still be bought, given the other options already chosen: a value that makes no
 * variant is unavailable, one whose variants have no stock is sold out. Both stay selectable, so the
 * add-to-cart validation (spec §5) can say why.
 */
import { isVariantInStock } from '../../engine/commerce/stock'; // not the index: see add-to-cart/validate.ts
import { matchingVariants, type ProductVariant } from '../product/product-data';

export type ValueAvailability = 'available' | 'sold-out' | 'unavailable';

/** What a screen reader hears and a select option shows after the value. */
export const AVAILABILITY_TEXT: Readonly<Record<Exclude<ValueAvailability, 'available'>, string>> = {
  'sold-out': 'sold out',
  unavailable: 'unavailable',
};

export type StockedVariant = Pick<ProductVariant, 'attributes' | 'qtyInStock' | 'unlimited'>;

export function valueAvailability(
  variants: readonly StockedVariant[],
  selection: Readonly<Record<string, string>>,
  option: string,
  value: string,
): ValueAvailability {
  const candidates = matchingVariants(variants, { ...selection, [option]: value });
  if (candidates.length === 0) return 'unavailable';
  return candidates.some(isVariantInStock) ? 'available' : 'sold-out';
}
