/**
 * Price rules: which products are on sale or have varied prices, a variant's
 * price, and the from / normal / sale price of a product (spec §4).
 */
import { DEFAULT_PRICE, compareMoney, moneyFromJson, type Money } from './money';
import { isFlagSet, structuredContentOf, variantsOf } from './product-fields';
import type { MoneyJson, ProductItem, ProductVariant } from './product-json';
import { ProductType, productTypeOf, type ProductTypeCode } from './product-types';

/** Anything priced like a variant: a variant or a subscription pricing option. */
export interface PricedOffer {
  onSale?: unknown;
  priceMoney?: MoneyJson;
  salePriceMoney?: MoneyJson;
}

/** Physical products, services and gift cards are priced per variant; digital products on the product. */
export function isPricedByVariant(type: ProductTypeCode | undefined): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE || type === ProductType.GIFT_CARD;
}

/** Digital products and memberships (PAYWALL) carry one price on the product itself. */
function isPricedOnProduct(type: ProductTypeCode | undefined): boolean {
  return type === ProductType.DIGITAL || type === ProductType.PAYWALL;
}

/** On sale: any variant of a physical product or service, or a digital product itself (spec §4). */
export function isOnSale(item: ProductItem | unknown): boolean {
  const type = productTypeOf(item);
  if (isPricedOnProduct(type)) return isFlagSet(structuredContentOf(item)?.onSale);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return false;
  for (const variant of variantsOf(item)) if (isFlagSet(variant.onSale)) return true;
  return false;
}

/**
 * Whether the variants differ in price: in their integer `price`, in being on
 * sale, or in their `salePrice` while on sale.
 */
export function hasVariedPrices(item: ProductItem | unknown): boolean {
  if (!isPricedByVariant(productTypeOf(item))) return false;
  const variants = variantsOf(item);
  if (variants.length < 2) return false;
  const first = variants[0];
  for (let i = 1; i < variants.length; i++) {
    if (!samePrice(first, variants[i])) return true;
  }
  return false;
}

/** What a shopper pays for an offer: the sale price while on sale, else the price. */
export function offerPrice(offer: PricedOffer): Money {
  return moneyFromJson(isFlagSet(offer.onSale) ? offer.salePriceMoney : offer.priceMoney);
}

/** What a shopper pays for a variant, in minor units. */
export function variantPriceCents(variant: ProductVariant): number {
  return offerPrice(variant).cents;
}

/** The variant with the lowest price a shopper pays (the first of equals), if any. */
export function cheapestVariant(item: ProductItem | unknown): ProductVariant | undefined {
  let best: ProductVariant | undefined;
  let bestPrice: Money = DEFAULT_PRICE;
  for (const variant of variantsOf(item)) {
    const price = offerPrice(variant);
    if (best === undefined || compareMoney(price, bestPrice) < 0) {
      best = variant;
      bestPrice = price;
    }
  }
  return best;
}

/** The "from" price: the cheapest variant's price, or a digital product's regular price. */
export function getFromPrice(item: ProductItem | unknown): Money {
  const type = productTypeOf(item);
  if (isPricedOnProduct(type)) return moneyFromJson(structuredContentOf(item)?.priceMoney);
  if (!isPricedByVariant(type)) return DEFAULT_PRICE;
  const variant = cheapestVariant(item);
  return variant === undefined ? DEFAULT_PRICE : offerPrice(variant);
}

/** The regular price: the highest variant price, or a digital product's price. */
export function getNormalPrice(item: ProductItem | unknown): Money {
  const type = productTypeOf(item);
  if (isPricedOnProduct(type)) return moneyFromJson(structuredContentOf(item)?.priceMoney);
  if (!isPricedByVariant(type)) return DEFAULT_PRICE;
  let best: Money | undefined;
  for (const variant of variantsOf(item)) {
    const price = moneyFromJson(variant.priceMoney);
    if (best === undefined || compareMoney(price, best) > 0) best = price;
  }
  return best ?? DEFAULT_PRICE;
}

/**
 * The sale price: the lowest sale price of the variants on sale, or a digital product's sale price whether
 * or not it is on sale (callers ask `isOnSale` first); else 0. Gift cards are never on sale. As
 * Squarespace's engines find it (`getSalePriceMoneyNode`).
 */
export function getSalePrice(item: ProductItem | unknown): Money {
  const type = productTypeOf(item);
  if (isPricedOnProduct(type)) return moneyFromJson(structuredContentOf(item)?.salePriceMoney);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return DEFAULT_PRICE;
  let best: Money | undefined;
  for (const variant of variantsOf(item)) {
    if (!isFlagSet(variant.onSale)) continue;
    const price = moneyFromJson(variant.salePriceMoney);
    if (best === undefined || compareMoney(price, best) < 0) best = price;
  }
  return best ?? DEFAULT_PRICE;
}

/**
 * Whether two variants show one price. The fields compare as JSON, as Squarespace's engines compare them
 * (`JsonNode.equals`): `10` and `"10"` differ, and so do a missing `onSale` and `false` (missing reads as null).
 */
function samePrice(a: ProductVariant, b: ProductVariant): boolean {
  if (!sameJson(a.onSale, b.onSale)) return false;
  if (isFlagSet(a.onSale) && !sameJson(a.salePrice, b.salePrice)) return false;
  return sameJson(a.price, b.price);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null) return b === undefined || b === null;
  if (typeof a !== 'object' || typeof b !== 'object' || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
