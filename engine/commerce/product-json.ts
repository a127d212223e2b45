/**
 * The Squarespace product JSON shape (an item with `structuredContent`), as
 * content files, templates, islands and the server all receive it.
 */

/** A price as JSON: `{ value: "12.50", currency: "USD" }`. */
export interface MoneyJson {
  value?: string | number;
  currency?: string;
}

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface BillingPeriod {
  value?: number | string;
  unit?: BillingUnit | string;
}

export interface SubscriptionPlan {
  billingPeriod?: BillingPeriod;
  /** 0 (or absent) means the subscription renews until cancelled. */
  numBillingCycles?: number | string;
  planVersionId?: string;
}

/** One way to buy a variant as a subscription (subscription-price lists these). */
export interface PricingOption {
  price?: number | string;
  salePrice?: number | string;
  priceMoney?: MoneyJson;
  salePriceMoney?: MoneyJson;
  onSale?: boolean;
  percentageDiscount?: number;
  productSubscriptionOptionId?: string;
  subscriptionPlan?: SubscriptionPlan;
}

export interface VariantOptionValue {
  optionName?: string;
  value?: string;
}

export interface ProductVariant {
  id?: string;
  sku?: string;
  /** Legacy integer cents; `priceMoney` is the price shown. */
  price?: number;
  salePrice?: number;
  onSale?: boolean;
  priceMoney?: MoneyJson;
  salePriceMoney?: MoneyJson;
  qtyInStock?: number | string;
  unlimited?: boolean;
  attributes?: Record<string, string>;
  optionValues?: VariantOptionValue[];
  mainImage?: { id?: string };
  pricingOptions?: PricingOption[];
}

export interface StructuredContent {
  /** A code (1), a numeric string ("1") or a name ("PHYSICAL"); see product-types. */
  productType?: number | string;
  variants?: ProductVariant[];
  /** `true` or the string "true". */
  isSubscribable?: boolean | string;
  subscriptionPlan?: SubscriptionPlan;
  /** Digital products carry their price here instead of on variants. */
  priceMoney?: MoneyJson;
  salePriceMoney?: MoneyJson;
  onSale?: boolean;
  additionalFieldsFormId?: string;
  additionalFieldsForm?: unknown;
  useCustomAddButtonText?: boolean;
  customAddButtonText?: string;
  variantOptionOrdering?: string[];
}

/** A store item (a page's product record). */
export interface ProductItem {
  id?: string;
  structuredContent?: StructuredContent;
}

/** The website's store settings (spec §3 "Website settings"). */
export interface StoreSettings {
  multipleQuantityAllowedForServices?: boolean;
}
