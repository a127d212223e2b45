// The owner's stock changes, shared by PUT /api/owner/stock/{sku} and `kiosk stock`: set a variant's live stock or
// move it by a number of units, by a conditional update (a sale racing the change can never drive it below zero).
import type { Kysely } from 'kysely';
import { OWNER_ORDER_MESSAGES as M, type StockLevel, type StockRequest } from '../../schemas/owner-orders';
import { createCatalogStore } from '../db/catalog';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';

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

export function createStockService(db: Kysely<Tables>) {
  const store = createCatalogStore(db);

  async function change(sku: string, request: StockRequest): Promise<StockLevel> {
    const changed = request.quantity !== undefined ? await store.setStock(sku, request.quantity) : await store.addStock(sku, request.adjustBy ?? 0);
    // Back-in-stock sends hook in here once they are automatic (another issue): a change from 0 to more.
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
