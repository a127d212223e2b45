// Seeds the database's catalog from content/ on start, and re-seeds it only when the content changed. Several
// instances starting at once seed it once: the sync lock orders them, and the later ones find the hash current.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createCatalogStore } from '../db/catalog';
import { createMetaStore } from '../db/meta';
import type { Tables } from '../db/schema';
import type { CatalogProduct } from './catalog-product';

const CONTENT_HASH_KEY = 'catalog.contentHash';

/** True when this call re-seeded the catalog. */
export async function syncCatalog(db: Kysely<Tables>, products: readonly CatalogProduct[], now: number): Promise<boolean> {
  const hash = createHash('sha256').update(JSON.stringify(products)).digest('hex');
  if ((await createMetaStore(db).get(CONTENT_HASH_KEY)) === hash) return false;
  return db.transaction().execute(async (trx) => {
    const catalog = createCatalogStore(trx);
    const meta = createMetaStore(trx);
    await catalog.lockForSync(now);
    if ((await meta.get(CONTENT_HASH_KEY)) === hash) return false;
    await catalog.replaceAll(products);
    await meta.set(CONTENT_HASH_KEY, hash);
    return true;
  });
}
