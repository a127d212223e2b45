// Seeds the database's catalog from content/ on start, and re-seeds it only when the content changed. Several
// instances starting at once seed it once: the sync lock orders them, and the later ones find the hash current.
// A re-seed that raises a variant's live stock (the owner raised qtyInStock in content) is a raise like any other:
// `stockRaised` queues the automatic back-in-stock notices in the seeding transaction.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createCatalogStore } from '../db/catalog';
import { createMetaStore } from '../db/meta';
import { createRestockVariantStore } from '../db/restock-variants';
import type { Tables } from '../db/schema';
import type { StockRaised } from '../restock/restock-waves';
import type { CatalogProduct } from './catalog-product';

const CONTENT_HASH_KEY = 'catalog.contentHash';

/** True when this call re-seeded the catalog. */
export async function syncCatalog(db: Kysely<Tables>, products: readonly CatalogProduct[], now: number, stockRaised?: StockRaised): Promise<boolean> {
  const hash = createHash('sha256').update(JSON.stringify(products)).digest('hex');
  if ((await createMetaStore(db).get(CONTENT_HASH_KEY)) === hash) return false;
  return db.transaction().execute(async (trx) => {
    const catalog = createCatalogStore(trx);
    const meta = createMetaStore(trx);
    await catalog.lockForSync(now);
    if ((await meta.get(CONTENT_HASH_KEY)) === hash) return false;
    const stock = createRestockVariantStore(trx);
    const before = stockRaised ? await stock.limitedStock() : new Map<string, number>();
    await catalog.replaceAll(products);
    if (stockRaised) {
      for (const [sku, after] of await stock.limitedStock()) {
        const was = before.get(sku);
        if (was !== undefined && after > was) await stockRaised(trx, sku, was, after);
      }
    }
    await meta.set(CONTENT_HASH_KEY, hash);
    return true;
  });
}
