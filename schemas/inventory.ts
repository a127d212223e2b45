// Shapes of the stock call GET /api/commerce/inventory/stock/?itemId=…; shared by islands/ and server/.
import * as z from 'zod/mini';
import { ItemId } from './cart';

export const StockQuery = z.object({ itemId: ItemId });
export type StockQuery = z.infer<typeof StockQuery>;

/** One variant's stock (spec §3 "Inventory stock result"); qtyInStock is 0 when unlimited. */
export const StockResult = z.object({
  sku: z.string(),
  unlimited: z.boolean(),
  qtyInStock: z.int().check(z.nonnegative()),
});
export type StockResult = z.infer<typeof StockResult>;

export const StockResponse = z.object({ results: z.array(StockResult) });
export type StockResponse = z.infer<typeof StockResponse>;
