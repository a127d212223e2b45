/** When a product page offers a quantity input (spec §4 "Quantity input"). */
import { isRecord } from './product-fields';
import type { ProductItem, StoreSettings } from './product-json';
import { ProductType, productTypeOf } from './product-types';
import { getTotalStockRemaining } from './stock';
import { isSubscribable } from './subscription';

/** Services may be bought several at a time unless the store turns it off (default true). */
export function isMultipleQuantityAllowedForServices(settings: StoreSettings | unknown): boolean {
  return !isRecord(settings) || settings.multipleQuantityAllowedForServices !== false;
}

/**
 * A quantity input shows for physical products, and for services when the
 * store allows several, unless the product is subscribable; and only with
 * more than one unit in stock.
 */
export function shouldShowQuantityInput(item: ProductItem | unknown, settings?: StoreSettings | unknown): boolean {
  const type = productTypeOf(item);
  const typeAllows = type === ProductType.PHYSICAL
    || (type === ProductType.SERVICE && isMultipleQuantityAllowedForServices(settings));
  return typeAllows && !isSubscribable(item) && getTotalStockRemaining(item) > 1;
}
