/**
 * The variants with the store's live stock (GET /api/commerce/inventory/stock). A page carries the stock of its
 * build; when the owner has restocked since (kiosk stock, a back-in-stock notice's link), the server's stock decides.
 */
import { INVENTORY_API } from '../../schemas/contract/inventory';
import type { ProductVariant } from '../product/product-data';
import { callEndpoint } from '../site-api/client';
import { browserTransport, type SiteTransport } from '../site-api/transport';

/** `variants` with their live stock; as printed when the call fails (the server checks the add anyway). */
export async function withLiveStock(itemId: string, variants: readonly ProductVariant[], transport: SiteTransport = browserTransport): Promise<ProductVariant[]> {
  const answer = await callEndpoint(transport, INVENTORY_API.stock, { query: { itemId } });
  if (!answer.ok) return [...variants];
  const live = new Map(answer.data.results.map((result) => [result.sku, result]));
  return variants.map((variant) => {
    const stock = live.get(variant.sku);
    return stock ? { ...variant, qtyInStock: stock.qtyInStock, unlimited: stock.unlimited } : variant;
  });
}
