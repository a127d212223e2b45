/**
 * Spec §5: an item with an additional-fields form first gets a stock check. Stock is enough when the variant
 * is unlimited or its qtyInStock exceeds what the cart already holds of that item and variant.
 */
import { variantStock } from '../../engine/commerce';
import type { StockResult } from '../../schemas/inventory';

export function hasEnoughStock(results: readonly StockResult[], sku: string | null, inCart: number): boolean {
  const enough = (result: StockResult) => variantStock(result) > inCart;
  if (sku === null) return results.length > 0 && results.some(enough);
  const result = results.find((r) => r.sku === sku);
  return result !== undefined && enough(result);
}
