/**
 * The product merchandising context of spec §3 for every product, as templates read it
 * (`productMerchandisingContext[itemId]`): the store's merchandising settings plus each product's
 * low-stock ("scarcity") and back-in-stock sign-up ("restock") views, worked out from its stock at build time.
 */
import { getItemVariantOptions, productTypeOf, ProductType, variantStock, variantsOf, MAX_STOCK } from '../engine/commerce';
import type { JsonObject } from './source/read-json';

/** Settings copied as they are from `websiteSettings.storeSettings.merchandising`. */
const COPIED_SETTINGS = [
  'scarcityEnabled',
  'scarcityText',
  'scarcityShownByDefault',
  'customSoldOutText',
  'mailingListSignUpEnabled',
  'mailingListOptInByDefault',
  'restockNotificationMessages',
] as const;

export interface ScarcityView {
  qtyInStock: number;
  /** The variant's attributes; absent for the notice about the product as a whole. */
  attributes?: Record<string, string>;
}

function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/** Only physical products and services run out; unlimited stock is never scarce. */
function isScarce(stock: number, threshold: number): boolean {
  return stock > 0 && stock !== MAX_STOCK && stock <= threshold;
}

/**
 * A notice per variant whose stock is at or under the threshold (shown once that variant is chosen), and,
 * when the store shows scarcity by default, one for the product as a whole. A product without options has
 * nothing to choose, so its notice is the product's.
 */
export function scarcityViews(item: JsonObject, threshold: number, shownByDefault: boolean): ScarcityView[] {
  const type = productTypeOf(item);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return [];
  const variants = variantsOf(item);
  if (getItemVariantOptions(item).length === 0) {
    const stock = variants.length === 1 ? variantStock(variants[0]) : 0;
    return isScarce(stock, threshold) ? [{ qtyInStock: stock }] : [];
  }
  const views: ScarcityView[] = [];
  let total = 0;
  for (const variant of variants) {
    const stock = variantStock(variant);
    total = stock === MAX_STOCK || total === MAX_STOCK ? MAX_STOCK : total + stock;
    if (isScarce(stock, threshold)) views.push({ qtyInStock: stock, attributes: { ...(variant.attributes ?? {}) } });
  }
  if (shownByDefault && isScarce(total, threshold)) views.unshift({ qtyInStock: total });
  return views;
}

export interface RestockView {
  /** The variant's `id` (what the sign-up call names), else its sku. */
  variantId: string;
  /** A product with options shows the form of the chosen variant only. */
  hiddenByDefault: boolean;
}

/**
 * One sign-up form per sold-out variant of a product that can run out (physical products and services);
 * digital products and gift cards never do.
 */
export function restockViews(item: JsonObject): RestockView[] {
  const type = productTypeOf(item);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return [];
  const hiddenByDefault = getItemVariantOptions(item).length > 0;
  const views: RestockView[] = [];
  for (const variant of variantsOf(item)) {
    if (variantStock(variant) !== 0) continue;
    const id = typeof variant.id === 'string' && variant.id !== '' ? variant.id : variant.sku;
    if (typeof id === 'string' && id !== '') views.push({ variantId: id, hiddenByDefault });
  }
  return views;
}

/** The context of one product under the store's settings. */
export function merchandisingFor(item: JsonObject, settings: JsonObject): JsonObject {
  const context: JsonObject = {};
  for (const key of COPIED_SETTINGS) if (settings[key] !== undefined) context[key] = settings[key];
  if (settings.restockNotificationsEnabled === true) context.restockNotificationViews = restockViews(item);
  if (settings.scarcityEnabled === true) {
    const threshold = typeof settings.scarcityThreshold === 'number' ? settings.scarcityThreshold : Number.POSITIVE_INFINITY;
    context.scarcityTemplateViews = scarcityViews(item, threshold, settings.scarcityShownByDefault === true);
  }
  return context;
}

/** `productMerchandisingContext` for a page: every product of the site, keyed by item id. */
export function productMerchandisingContext(site: JsonObject, items: readonly JsonObject[]): JsonObject {
  const storeSettings = asObject(asObject(site.websiteSettings)?.storeSettings);
  const settings = asObject(storeSettings?.merchandising) ?? {};
  const byItem: JsonObject = {};
  for (const item of items) {
    if (typeof item.id === 'string' && asObject(item.structuredContent)) byItem[item.id] = merchandisingFor(item, settings);
  }
  return byItem;
}
