// SQL for the catalog: products and their variants (prices in minor units) and the live stock every instance
// shares. Stock is only ever taken by a conditional update, so concurrent buyers cannot drive it below zero.
import type { CatalogProduct } from '../catalog/catalog-product';
import { prepare } from './prepared';
import type { Executor } from './schema';

export interface LiveStock {
  sku: string;
  qtyInStock: number;
}

const SYNC_LOCK_KEY = 'catalog.syncLock';

// One product at a time: a prepared query per product beats building an IN list for the few products of a cart.
const stockOfProduct = prepare((q, itemId: string) =>
  q.selectFrom('variants').select(['sku', 'qty_in_stock']).where('item_id', '=', itemId).where('active', '=', 1));

export function createCatalogStore(q: Executor) {
  return {
    /** Live stock of every active variant of these products. */
    async stockOf(itemIds: readonly string[]): Promise<LiveStock[]> {
      const stock: LiveStock[] = [];
      for (const itemId of itemIds) {
        for (const row of (await stockOfProduct(q, itemId)).rows) stock.push({ sku: row.sku, qtyInStock: row.qty_in_stock });
      }
      return stock;
    },

    /**
     * Serialises catalog seeding across instances: the first statement of the seeding transaction writes one
     * row, which PostgreSQL locks until commit (SQLite runs one writer at a time anyway).
     */
    async lockForSync(now: number): Promise<void> {
      await q.insertInto('meta').values({ key: SYNC_LOCK_KEY, value: String(now) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(now) })).execute();
    },

    /**
     * Replaces the catalog with `products` (prices, titles and options from content). Live stock keeps what
     * was sold: it moves by the change in the content's declared stock (a restock in content adds to it).
     */
    async replaceAll(products: readonly CatalogProduct[]): Promise<void> {
      const stored = new Map(
        (await q.selectFrom('variants').select(['sku', 'qty_in_stock', 'content_qty']).execute()).map((row) => [row.sku, row]),
      );
      await q.updateTable('products').set({ active: 0 }).execute();
      await q.updateTable('variants').set({ active: 0 }).execute();
      for (const product of products) {
        const row = {
          item_id: product.itemId,
          title: product.title,
          url: product.url,
          product_type: product.productType,
          is_subscribable: product.isSubscribable ? 1 : 0,
          subscription: product.subscriptionPlan && JSON.stringify(product.subscriptionPlan),
          currency: product.currency,
          image: product.image && JSON.stringify(product.image),
          form_id: product.formId,
          option_names: JSON.stringify(product.optionNames),
          active: 1,
        };
        await q.insertInto('products').values(row).onConflict((oc) => oc.column('item_id').doUpdateSet(row)).execute();
        for (const [position, variant] of product.variants.entries()) {
          const before = stored.get(variant.sku);
          const live = before ? Math.max(0, before.qty_in_stock + variant.qtyInStock - before.content_qty) : variant.qtyInStock;
          const values = {
            sku: variant.sku,
            variant_id: variant.variantId,
            item_id: product.itemId,
            position,
            attributes: JSON.stringify(variant.attributes),
            price_cents: variant.priceCents,
            sale_price_cents: variant.salePriceCents,
            on_sale: variant.onSale ? 1 : 0,
            unlimited: variant.unlimited ? 1 : 0,
            qty_in_stock: live,
            content_qty: variant.qtyInStock,
            active: 1,
          };
          await q.insertInto('variants').values(values).onConflict((oc) => oc.column('sku').doUpdateSet(values)).execute();
        }
      }
    },

    /** Takes sold units off a limited variant; false when there is not enough stock (nothing taken). */
    async takeStock(sku: string, quantity: number): Promise<boolean> {
      const result = await q.updateTable('variants')
        .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', quantity) }))
        .where('sku', '=', sku).where('unlimited', '=', 0).where('qty_in_stock', '>=', quantity)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Sets a limited variant's live stock; undefined when there is no such active limited variant. */
    async setStock(sku: string, quantity: number): Promise<LiveStock | undefined> {
      const row = await q.updateTable('variants').set({ qty_in_stock: quantity })
        .where('sku', '=', sku).where('active', '=', 1).where('unlimited', '=', 0)
        .returning(['sku', 'qty_in_stock']).executeTakeFirst();
      return row && { sku: row.sku, qtyInStock: row.qty_in_stock };
    },

    /**
     * Moves a limited variant's live stock by `delta` (units put back, or taken off by hand) unless that would
     * take it below zero; undefined when it would, or when there is no such active limited variant.
     */
    async addStock(sku: string, delta: number): Promise<LiveStock | undefined> {
      const row = await q.updateTable('variants')
        .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', delta) }))
        .where('sku', '=', sku).where('active', '=', 1).where('unlimited', '=', 0).where('qty_in_stock', '>=', -delta)
        .returning(['sku', 'qty_in_stock']).executeTakeFirst();
      return row && { sku: row.sku, qtyInStock: row.qty_in_stock };
    },

    /** One active variant's stock facts, to tell why a stock change did not apply. */
    variantStock(sku: string) {
      return q.selectFrom('variants').select(['sku', 'unlimited', 'qty_in_stock']).where('sku', '=', sku).where('active', '=', 1).executeTakeFirst();
    },

    /** Every active variant with its product's title, in catalog order: the owner's stock sheet. */
    stockLevels() {
      return q.selectFrom('variants').innerJoin('products', 'products.item_id', 'variants.item_id')
        .select(['variants.sku', 'variants.item_id', 'products.title', 'variants.attributes', 'variants.unlimited', 'variants.qty_in_stock'])
        .where('variants.active', '=', 1).where('products.active', '=', 1)
        .orderBy('products.title').orderBy('variants.position').execute();
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
