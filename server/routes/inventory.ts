// /api/commerce/inventory/stock/?itemId=…: each variant's stock (spec §7).
import { Hono } from 'hono';
import { stockState, variantStock } from '../../engine/commerce';
import { CART_MESSAGES } from '../../schemas/cart';
import { StockQuery, type StockResponse } from '../../schemas/inventory';
import type { ApiEnv } from '../api-env';
import type { CatalogStore } from '../db/catalog';
import { HttpError } from '../errors';
import { readQuery } from '../middleware/json-body';

export function inventoryRoutes(catalog: CatalogStore): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });

  app.get('/stock', (c) => {
    const { itemId } = readQuery(c, StockQuery);
    const product = catalog.findProduct(itemId);
    if (!product) throw new HttpError(404, CART_MESSAGES.itemNotFound);
    const answer: StockResponse = {
      results: product.variants.map((variant) => ({ sku: variant.sku, ...stockState(variantStock(variant)) })),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  return app;
}
