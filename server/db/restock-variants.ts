// SQL for the catalog facts a back-in-stock notice needs: a variant by its content ids or its sku, with its
// product's title and page, and a variant's stock read with its row locked just before the owner changes it.
import type { Executor } from './schema';

export interface NoticeVariantRow {
  sku: string;
  item_id: string;
  variant_id: string | null;
  /** JSON {optionName: value} */
  attributes: string;
  /** JSON [optionName, …] in display order */
  option_names: string;
  title: string;
  url: string;
  unlimited: number;
  qty_in_stock: number;
}

function noticeVariants(q: Executor) {
  return q.selectFrom('variants').innerJoin('products', 'products.item_id', 'variants.item_id')
    .select(['variants.sku', 'variants.item_id', 'variants.variant_id', 'variants.attributes', 'products.option_names', 'products.title',
      'products.url', 'variants.unlimited', 'variants.qty_in_stock'])
    .where('variants.active', '=', 1).where('products.active', '=', 1);
}

export function createRestockVariantStore(q: Executor) {
  return {
    byVariantId: (productId: string, variantId: string): Promise<NoticeVariantRow | undefined> =>
      noticeVariants(q).where('variants.item_id', '=', productId).where('variants.variant_id', '=', variantId).executeTakeFirst(),

    bySku: (sku: string): Promise<NoticeVariantRow | undefined> => noticeVariants(q).where('variants.sku', '=', sku).executeTakeFirst(),

    /** Every active limited variant's live stock by sku: before and after a re-seed, to find its raises. */
    async limitedStock(): Promise<Map<string, number>> {
      const rows = await q.selectFrom('variants').select(['sku', 'qty_in_stock']).where('active', '=', 1).where('unlimited', '=', 0).execute();
      return new Map(rows.map((row) => [row.sku, row.qty_in_stock]));
    },

    /**
     * A limited variant's stock before a change, its row locked (a write that changes nothing) until the change's
     * transaction ends, so the change and the notices it causes see the same before; undefined for an unknown,
     * retired or unlimited variant.
     */
    async lockStock(sku: string): Promise<number | undefined> {
      const row = await q.updateTable('variants').set((eb) => ({ qty_in_stock: eb.ref('qty_in_stock') }))
        .where('sku', '=', sku).where('active', '=', 1).where('unlimited', '=', 0)
        .returning('qty_in_stock').executeTakeFirst();
      return row?.qty_in_stock;
    },
  };
}
