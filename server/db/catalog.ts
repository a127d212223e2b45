// SQL for the catalog: products and their variants (prices in minor units, live stock).
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog-product';
import type { Db } from './database';

interface ProductRow {
  item_id: string;
  title: string;
  url: string;
  product_type: CatalogProduct['productType'];
  is_subscribable: number;
  subscription: string | null;
  currency: string;
  image: string | null;
  form_id: string | null;
  option_names: string;
}

interface VariantRow {
  sku: string;
  variant_id: string | null;
  item_id: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  unlimited: number;
  qty_in_stock: number;
  content_qty: number;
}

function toVariant(row: VariantRow): CatalogVariant {
  return {
    sku: row.sku,
    variantId: row.variant_id,
    itemId: row.item_id,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    onSale: row.on_sale === 1,
    unlimited: row.unlimited === 1,
    qtyInStock: row.qty_in_stock,
  };
}

function toProduct(row: ProductRow, variants: CatalogVariant[]): CatalogProduct {
  return {
    itemId: row.item_id,
    title: row.title,
    url: row.url,
    productType: row.product_type,
    isSubscribable: row.is_subscribable === 1,
    subscriptionPlan: row.subscription === null ? null : JSON.parse(row.subscription),
    currency: row.currency,
    image: row.image === null ? null : JSON.parse(row.image),
    formId: row.form_id,
    optionNames: JSON.parse(row.option_names) as string[],
    variants,
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

export function createCatalogStore(db: Db) {
  const selectProduct = db.prepare<[string], ProductRow>('SELECT * FROM products WHERE item_id = ? AND active = 1');
  const selectVariants = db.prepare<[string], VariantRow>(
    'SELECT * FROM variants WHERE item_id = ? AND active = 1 ORDER BY position',
  );
  const selectVariantState = db.prepare<[string], VariantRow>('SELECT * FROM variants WHERE sku = ?');
  const upsertProduct = db.prepare(`
    INSERT INTO products (item_id, title, url, product_type, is_subscribable, subscription, currency, image, form_id,
                          option_names, active)
    VALUES (@itemId, @title, @url, @productType, @isSubscribable, @subscription, @currency, @image, @formId,
            @optionNames, 1)
    ON CONFLICT (item_id) DO UPDATE SET
      title = excluded.title, url = excluded.url, product_type = excluded.product_type,
      is_subscribable = excluded.is_subscribable, subscription = excluded.subscription,
      currency = excluded.currency, image = excluded.image, form_id = excluded.form_id,
      option_names = excluded.option_names, active = 1`);
  const upsertVariant = db.prepare(`
    INSERT INTO variants (sku, variant_id, item_id, position, attributes, price_cents, sale_price_cents, on_sale, unlimited,
                          qty_in_stock, content_qty, active)
    VALUES (@sku, @variantId, @itemId, @position, @attributes, @priceCents, @salePriceCents, @onSale, @unlimited,
            @qtyInStock, @contentQty, 1)
    ON CONFLICT (sku) DO UPDATE SET
      variant_id = excluded.variant_id, item_id = excluded.item_id, position = excluded.position, attributes = excluded.attributes,
      price_cents = excluded.price_cents, sale_price_cents = excluded.sale_price_cents,
      on_sale = excluded.on_sale, unlimited = excluded.unlimited, qty_in_stock = excluded.qty_in_stock,
      content_qty = excluded.content_qty, active = 1`);
  const deactivateProducts = db.prepare('UPDATE products SET active = 0');
  const deactivateVariants = db.prepare('UPDATE variants SET active = 0');
  const decrementStock = db.prepare(
    'UPDATE variants SET qty_in_stock = qty_in_stock - ? WHERE sku = ? AND unlimited = 0 AND qty_in_stock >= ?',
  );

  function findProduct(itemId: string): CatalogProduct | undefined {
    const row = selectProduct.get(itemId);
    return row && toProduct(row, selectVariants.all(itemId).map(toVariant));
  }

  /**
   * Replaces the catalog with `products` (prices, titles and options from content). Live stock keeps what
   * was sold: it moves by the change in the content's declared stock (a restock in content adds to it).
   */
  const replaceAll = db.transaction((products: readonly CatalogProduct[]) => {
    deactivateProducts.run();
    deactivateVariants.run();
    for (const product of products) {
      upsertProduct.run({
        itemId: product.itemId,
        title: product.title,
        url: product.url,
        productType: product.productType,
        isSubscribable: product.isSubscribable ? 1 : 0,
        subscription: product.subscriptionPlan && JSON.stringify(product.subscriptionPlan),
        currency: product.currency,
        image: product.image && JSON.stringify(product.image),
        formId: product.formId,
        optionNames: JSON.stringify(product.optionNames),
      });
      product.variants.forEach((variant, position) => {
        const stored = selectVariantState.get(variant.sku);
        const live = stored ? Math.max(0, stored.qty_in_stock + variant.qtyInStock - stored.content_qty) : variant.qtyInStock;
        upsertVariant.run({
          sku: variant.sku,
          variantId: variant.variantId,
          itemId: product.itemId,
          position,
          attributes: JSON.stringify(variant.attributes),
          priceCents: variant.priceCents,
          salePriceCents: variant.salePriceCents,
          onSale: variant.onSale ? 1 : 0,
          unlimited: variant.unlimited ? 1 : 0,
          qtyInStock: live,
          contentQty: variant.qtyInStock,
        });
      });
    }
  });

  /** Takes sold units off a limited variant; false when there is not enough stock. */
  function takeStock(sku: string, quantity: number): boolean {
    return decrementStock.run(quantity, sku, quantity).changes === 1;
  }

  return { findProduct, replaceAll, takeStock };
}
