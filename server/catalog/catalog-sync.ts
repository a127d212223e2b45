// Seeds the SQLite catalog from content/ on start, and re-seeds it only when the content changed.
import { createHash } from 'node:crypto';
import type { CatalogStore } from '../db/catalog';
import type { Db } from '../db/database';
import type { createMetaStore } from '../db/meta';
import type { CatalogProduct } from './catalog-product';

const CONTENT_HASH_KEY = 'catalog.contentHash';

export function syncCatalog(
  db: Db,
  catalog: CatalogStore,
  meta: ReturnType<typeof createMetaStore>,
  products: readonly CatalogProduct[],
): boolean {
  const hash = createHash('sha256').update(JSON.stringify(products)).digest('hex');
  if (meta.get(CONTENT_HASH_KEY) === hash) return false;
  db.transaction(() => {
    catalog.replaceAll(products);
    meta.set(CONTENT_HASH_KEY, hash);
  })();
  return true;
}
