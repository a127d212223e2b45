// The lines a checkout sells, priced by the catalog at this moment: from the visitor's cart, or from a
// subscription cart (one line). Pricing reads them as PricedLine; the order keeps the rest.
import type { CartRead } from '../cart/cart-service';
import type { Catalog } from '../catalog/catalog';
import { purchasePriceCents, type CatalogProduct } from '../catalog/catalog-product';
import type { SubscriptionCartRow } from '../db/subscriptions';
import type { Executor } from '../db/schema';
import type { PricedLine } from './pricing/quote-input';

export interface CheckoutLine extends PricedLine {
  listPriceCents: number;
  attributes: Record<string, string>;
  /** canonical JSON of the additional-fields answers, or null */
  additionalFields: string | null;
  unlimited: boolean;
  /** live stock when read */
  qtyInStock: number;
  product: CatalogProduct;
}

function lineOf(entryId: string, product: CatalogProduct, sku: string, quantity: number, additionalFields: string | null): CheckoutLine | undefined {
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  if (!variant) return undefined;
  return {
    entryId,
    itemId: product.itemId,
    sku,
    title: product.title,
    productType: product.productType,
    categories: product.categories,
    urlSlug: product.slug,
    quantity,
    unitCents: purchasePriceCents(variant),
    listPriceCents: variant.priceCents,
    weight: variant.weight,
    attributes: variant.attributes,
    additionalFields,
    unlimited: variant.unlimited,
    qtyInStock: variant.qtyInStock,
    product,
  };
}

/** The cart's lines (a line whose product left the catalog is not sold, as the cart view does not show it). */
export function cartLines(read: CartRead): CheckoutLine[] {
  const lines: CheckoutLine[] = [];
  for (const entry of read.view.entries) {
    const product = read.products.get(entry.itemId);
    const line = product && lineOf(entry.id, product, entry.chosenVariant.sku,
      entry.quantity, entry.additionalFields === null ? null : JSON.stringify(entry.additionalFields));
    if (line) lines.push(line);
  }
  return lines;
}

/** The one line of a subscription cart, priced now; undefined when its product is gone. */
export async function subscriptionLine(q: Executor, catalog: Catalog, cart: SubscriptionCartRow): Promise<CheckoutLine | undefined> {
  const product = await catalog.findProduct(cart.item_id, q);
  if (!product?.isSubscribable) return undefined;
  return lineOf(cart.token, product, cart.sku, cart.quantity, cart.additional_fields);
}
