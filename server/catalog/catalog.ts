// The catalog the services read: products as content/ declares them (held in memory: every instance seeds from
// the same content) with the live stock read from the database on each call, so all instances see one stock.
import { createCatalogStore } from '../db/catalog';
import type { Executor } from '../db/schema';
import type { CatalogProduct } from './catalog-product';

export interface Catalog {
  /** The product with its variants' live stock; undefined when content has no such product. */
  findProduct(itemId: string, q?: Executor): Promise<CatalogProduct | undefined>;
  /** The same for several products in one read; unknown ids are left out. */
  findProducts(itemIds: Iterable<string>, q?: Executor): Promise<Map<string, CatalogProduct>>;
  /** The products with stock already read (sku → live stock; a limited variant not in it shows 0). */
  withStock(itemIds: Iterable<string>, stock: ReadonlyMap<string, number>): Map<string, CatalogProduct>;
}

/** `db` is the default executor; a caller inside a transaction passes its own (SQLite has one connection). */
export function createCatalog(products: readonly CatalogProduct[], db: Executor): Catalog {
  const byId = new Map(products.map((product) => [product.itemId, product]));

  const known = (itemIds: Iterable<string>): string[] => [...new Set(itemIds)].filter((id) => byId.has(id));

  function withStock(itemIds: Iterable<string>, stock: ReadonlyMap<string, number>): Map<string, CatalogProduct> {
    const found = new Map<string, CatalogProduct>();
    for (const id of known(itemIds)) {
      const product = byId.get(id)!;
      const variants = product.variants.map((variant) =>
        variant.unlimited ? variant : { ...variant, qtyInStock: stock.get(variant.sku) ?? 0 });
      found.set(id, { ...product, variants });
    }
    return found;
  }

  async function findProducts(itemIds: Iterable<string>, q: Executor = db): Promise<Map<string, CatalogProduct>> {
    const ids = known(itemIds);
    const limited = ids.filter((id) => byId.get(id)!.variants.some((variant) => !variant.unlimited));
    const stock = new Map((await createCatalogStore(q).stockOf(limited)).map((row) => [row.sku, row.qtyInStock]));
    return withStock(ids, stock);
  }

  return {
    withStock,
    findProducts,
    findProduct: async (itemId, q) => (await findProducts([itemId], q)).get(itemId),
  };
}
