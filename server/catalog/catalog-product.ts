// The server's view of a product: what the cart needs to price, check and describe it.
import type { ProductTypeName } from '../../schemas/cart';

export interface CatalogVariant {
  sku: string;
  /** the content's variant id (what a restock sign-up names); null when the content gives none */
  variantId: string | null;
  itemId: string;
  attributes: Record<string, string>;
  /** list price, integer minor units of the product's currency */
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  /** shipping weight in the store's weight unit (content's `weight`), 0 when not given */
  weight: number;
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  numBillingCycles: number;
}

export interface CatalogProduct {
  itemId: string;
  title: string;
  url: string;
  productType: ProductTypeName;
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  currency: string;
  image: { assetUrl: string; altText: string } | null;
  formId: string | null;
  /** the item's categories and its url slug (coupon scopes and download files name products by them) */
  categories: string[];
  slug: string;
  /** option names in display order (variantOptionOrdering); empty when there is nothing to choose */
  optionNames: string[];
  variants: CatalogVariant[];
  /** a membership (PAYWALL) product: the member area buying it grants (content's `memberAreaId`) */
  memberAreaId?: string;
}

/** The unit price a buyer pays for a variant. */
export function purchasePriceCents(variant: CatalogVariant): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}
