// The owner's stock changes, shared by PUT /api/owner/stock/{sku} and `kiosk stock`: set a variant's live stock or
// move it by a number of units, by a conditional update (a sale racing the change can never drive it below zero).
// A raise queues the automatic back-in-stock notices in the same transaction (server/restock/restock-waves.ts).
import type { Kysely } from 'kysely';
import { OWNER_ORDER_MESSAGES as M, type StockLevel, type StockRequest } from '../../schemas/owner-orders';
import { createCatalogStore } from '../db/catalog';
import { createRestockVariantStore } from '../db/restock-variants';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import type { StockRaised } from '../restock/restock-waves';

/** One variant on the owner's stock sheet. */
export interface StockSheetRow {
  sku: string;
  itemId: string;
  title: string;
  /** "Black / M", empty for a product without options */
  variant: string;
  unlimited: boolean;
  qtyInStock: number;
}

export type StockService = ReturnType<typeof createStockService>;

/** `stockRaised`: the automatic back-in-stock notices, called inside the change's transaction (none: no notices). */
export function createStockService(db: Kysely<Tables>, stockRaised?: StockRaised) {
  const store = createCatalogStore(db);

  async function change(sku: string, request: StockRequest): Promise<StockLevel> {
    const changed = await db.transaction().execute(async (trx) => {
      // The stock before, its row locked: the raise the notices are counted against is the one this change made.
      const before = await createRestockVariantStore(trx).lockStock(sku);
      const catalog = createCatalogStore(trx);
      const after = request.quantity !== undefined ? await catalog.setStock(sku, request.quantity) : await catalog.addStock(sku, request.adjustBy ?? 0);
      if (after && before !== undefined && stockRaised) await stockRaised(trx, sku, before, after.qtyInStock);
      return after;
    });
    if (changed) return changed;
    const variant = await store.variantStock(sku);
    if (!variant) throw new DomainError('not_found', M.unknownSku(sku));
    if (variant.unlimited === 1) throw new DomainError('conflict', M.unlimited(sku));
    throw new DomainError('rejected', M.negativeStock(sku, variant.qty_in_stock), { field: 'adjustBy', qtyInStock: variant.qty_in_stock });
  }

  async function sheet(): Promise<StockSheetRow[]> {
    return (await store.stockLevels()).map((row) => ({
      sku: row.sku,
      itemId: row.item_id,
      title: row.title,
      variant: Object.values(JSON.parse(row.attributes) as Record<string, string>).join(' / '),
      unlimited: row.unlimited === 1,
      qtyInStock: row.qty_in_stock,
    }));
  }

  return { change, sheet };
}
