// Builds the ShoppingCart the API answers (spec §3, cents) from stored rows and the live catalog:
// prices and titles always come from the catalog, never from what was stored or sent.
import { stockState, variantStock } from '../../engine/commerce';
import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import type { FormValues } from '../../schemas/forms';
import { type CatalogProduct, purchasePriceCents } from '../catalog/catalog-product';
import type { CartRow, EntryRow } from '../db/carts';
import { formAnswers } from '../forms/form-answers';
import type { FormRegistry } from '../forms/form-registry';
import { maxLineQuantity, unitsElsewhere, type QuantityPolicy } from './quantity-limits';

export interface CartViewContext {
  forms: FormRegistry;
  policy: QuantityPolicy;
  websiteId: string;
  currency: string;
}

function entryView(ctx: CartViewContext, row: EntryRow, product: CatalogProduct, rows: readonly EntryRow[]): CartEntry | undefined {
  const variant = product.variants.find((candidate) => candidate.sku === row.sku);
  if (!variant) return undefined;
  const unit = purchasePriceCents(variant);
  const values = row.additional_fields === null ? null : (JSON.parse(row.additional_fields) as FormValues);
  const form = product.formId ? ctx.forms.find(product.formId) : undefined;
  return {
    id: row.id,
    itemId: row.item_id,
    quantity: row.quantity,
    title: product.title,
    subTotal: unit * row.quantity,
    purchasePriceCents: unit,
    listPriceCents: variant.priceCents,
    onSale: variant.onSale,
    chosenVariant: { sku: variant.sku, attributes: variant.attributes },
    productType: product.productType,
    url: product.url,
    image: product.image,
    ...stockState(variantStock(variant)),
    maxQuantity: maxLineQuantity(product, variant, unitsElsewhere(rows, row.sku, row.id), ctx.policy),
    additionalFieldsFormId: product.formId,
    additionalFields: values,
    formSubmission: form && values ? formAnswers(form, values) : [],
  };
}

const isDigital = (entry: CartEntry): boolean => entry.productType === 'DIGITAL' || entry.productType === 'GIFT_CARD';

/**
 * The cart as the API shows it; `cart` undefined gives the empty cart of a visitor who has none. `products`
 * holds the catalog's products (with live stock) of the lines.
 */
export function buildCartView(
  ctx: CartViewContext,
  cart: CartRow | undefined,
  rows: readonly EntryRow[],
  products: ReadonlyMap<string, CatalogProduct>,
  now: number,
): ShoppingCart {
  const entries: CartEntry[] = [];
  for (const row of rows) {
    const product = products.get(row.item_id);
    // A line whose product or variant left the catalog is not shown, nor charged.
    const entry = product && entryView(ctx, row, product, rows);
    if (entry) entries.push(entry);
  }
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  return {
    id: cart?.id ?? '',
    websiteId: ctx.websiteId,
    orderId: cart?.order_id ?? null,
    created: cart?.created_at ?? now,
    isPurchased: cart?.is_purchased === 1,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: entries.some(isDigital),
    // A membership is not shipped either: a cart of downloads and memberships needs no address.
    purelyDigital: entries.length > 0 && entries.every((entry) => isDigital(entry) || entry.productType === 'PAYWALL'),
    requiresShipping: entries.some((entry) => entry.productType === 'PHYSICAL'),
    currencyCode: ctx.currency,
    version: cart?.version ?? 0,
  };
}
