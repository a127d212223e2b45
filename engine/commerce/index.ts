/**
 * @module engine/commerce
 * Kiosk's commerce rules, written once for the template engine, the React
 * islands (browser) and the server (Node): product types, stock, prices,
 * money in cents, subscriptions. Pure TypeScript, no I/O.
 */
export type {
  BillingPeriod, BillingUnit, MoneyJson, PricingOption, ProductItem, ProductVariant, StoreSettings,
  StructuredContent, SubscriptionPlan, VariantOptionValue,
} from './product-json';
export { ProductType, productTypeCode, productTypeName, productTypeOf } from './product-types';
export type { ProductTypeCode, ProductTypeName } from './product-types';
export { SUPPORTED_CURRENCIES, currencyFractionDigits, isSupportedCurrency } from '../i18n';
export { DEFAULT_CURRENCY, DEFAULT_PRICE, centsToDecimal, compareMoney, decimalToCents, minorUnitsText, moneyFromJson, moneyToJson } from './money';
export type { Money } from './money';
export {
  MAX_STOCK, getTotalStockRemaining, isSoldOut, isVariantInStock, itemVariantStock, stockState, variantStock,
} from './stock';
export { isRecord, variantsOf } from './product-fields';
export { getItemVariantOptions, hasVariants, variantAttributes, variantDescriptor } from './variants';
export type { VariantOption } from './variants';
export {
  cheapestVariant, getFromPrice, getNormalPrice, getSalePrice, hasVariedPrices, isOnSale, isPricedByVariant,
  offerPrice, variantPriceCents,
} from './pricing';
export type { PricedOffer } from './pricing';
export { productPriceDisplay, subscriptionPriceDisplay } from './price-display';
export type { PriceDisplay } from './price-display';
export {
  CYCLES_PER_YEAR, SUBSCRIPTION_UNAVAILABLE_KEY, SUBSCRIPTION_UNAVAILABLE_TEXT, isSubscribable,
  subscriptionMessageKey,
  fillPlanMessage, subscriptionPriceText, subscriptionTerms, subscriptionUnavailableText,
} from './subscription';
export type { MessageLookup, SubscriptionTerms } from './subscription';
export { isMultipleQuantityAllowedForServices, shouldShowQuantityInput } from './quantity';
