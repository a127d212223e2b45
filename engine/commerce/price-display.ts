/**
 * Which price a product shows (spec §4): nothing, one price, "from" the
 * cheapest price, or a sale price beside the original. Shared by the
 * product-price / subscription-price formatters and the islands.
 */
import { moneyFromJson, type Money } from './money';
import { cheapestVariant, getFromPrice, getNormalPrice, getSalePrice, hasVariedPrices, isOnSale, offerPrice } from './pricing';
import { isFlagSet, isRecord } from './product-fields';
import type { PricingOption, ProductItem } from './product-json';
import { ProductType, productTypeOf } from './product-types';

export type PriceDisplay =
  | { kind: 'none' }
  | { kind: 'single'; price: Money }
  | { kind: 'from'; price: Money }
  | { kind: 'sale'; price: Money; original: Money };

const NONE: PriceDisplay = Object.freeze({ kind: 'none' });

/** The price of a product: nothing for an unknown type. */
export function productPriceDisplay(item: ProductItem | unknown): PriceDisplay {
  if (productTypeOf(item) === undefined) return NONE;
  if (hasVariedPrices(item)) return { kind: 'from', price: getFromPrice(item) };
  if (isOnSale(item)) return { kind: 'sale', price: getSalePrice(item), original: getNormalPrice(item) };
  return { kind: 'single', price: getNormalPrice(item) };
}

/**
 * The subscription price of a physical product or service, as Squarespace's engines find it: from the
 * pricing options of the variant a shopper pays least for (the first of equals), nothing when it has
 * none; "from" that variant's first option when the variants' prices vary, else that option's price.
 */
export function subscriptionPriceDisplay(item: ProductItem | unknown): PriceDisplay {
  const type = productTypeOf(item);
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) return NONE;
  const cheapest = cheapestVariant(item);
  const first = cheapest === undefined ? undefined : firstPricingOption(cheapest.pricingOptions);
  if (first === undefined) return NONE;
  if (hasVariedPrices(item)) return { kind: 'from', price: offerPrice(first) };
  if (isFlagSet(first.onSale)) {
    return { kind: 'sale', price: moneyFromJson(first.salePriceMoney), original: moneyFromJson(first.priceMoney) };
  }
  return { kind: 'single', price: moneyFromJson(first.priceMoney) };
}

function firstPricingOption(options: unknown): PricingOption | undefined {
  if (!Array.isArray(options) || options.length === 0) return undefined;
  const first: unknown = options[0];
  return isRecord(first) ? (first as PricingOption) : undefined;
}
