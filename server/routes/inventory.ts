// The stock endpoint (schemas/contract/inventory.ts): each variant's stock (spec §7).
import { stockState, variantStock } from '../../engine/commerce';
import { INVENTORY_API } from '../../schemas/contract/inventory';
import { CART_MESSAGES } from '../../schemas/messages';
import { route, type Route } from '../contract/mount';
import { DomainError } from '../domain-error';
import type { RouteDeps } from './route-deps';

export function inventoryRoutes({ catalog }: RouteDeps): Route[] {
  return [
    route(INVENTORY_API.stock, async (c, { query }) => {
      const product = await catalog.findProduct(query.itemId);
      if (!product) throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
      c.header('Cache-Control', 'no-store');
      return { results: product.variants.map((variant) => ({ sku: variant.sku, ...stockState(variantStock(variant)) })) };
    }),
  ];
}
