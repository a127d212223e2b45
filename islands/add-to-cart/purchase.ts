/**
 * Where a validated purchase goes (spec §2, §4): into the cart, to the subscription page (subscribable
 * products, through a subscription cart token), to the gift-card page (gift cards, with the chosen
 * denomination), or, with the store's express checkout on, straight to checkout.
 */
import { ProductType } from '../../engine/commerce/product-types'; // not the index: see validate.ts

export type PurchaseKind = 'cart' | 'subscription' | 'gift-card' | 'express-checkout';

export const CHECKOUT_PATH = '/checkout';
/** The page that shows a subscription cart (content/pages/subscription.json). */
export const SUBSCRIPTION_PAGE_PATH = '/commerce/subscription';
/** The page that asks for a gift card's recipient (content/pages/gift-card.json). */
export const GIFT_CARD_PAGE_PATH = '/commerce/gift-card';

export interface PurchaseSettings {
  /** The product type code (engine/commerce ProductType). */
  productType: number;
  /** The button is for a subscribable product (data-is-subscription). */
  isSubscription: boolean;
  /** `websiteSettings.storeSettings.expressCheckout`. */
  expressCheckout: boolean;
}

/**
 * A subscription and a gift card always go through their own page; express checkout replaces the cart for
 * everything else.
 */
export function purchaseKind(settings: PurchaseSettings): PurchaseKind {
  if (settings.isSubscription) return 'subscription';
  if (settings.productType === ProductType.GIFT_CARD) return 'gift-card';
  return settings.expressCheckout ? 'express-checkout' : 'cart';
}

/** The checkout page for one item bought at once: `/checkout?itemId=…&sku=…&quantity=…`. */
export function expressCheckoutUrl(itemId: string, sku: string | null, quantity: number): string {
  const query = new URLSearchParams({ itemId });
  if (sku !== null) query.set('sku', sku);
  query.set('quantity', String(quantity));
  return `${CHECKOUT_PATH}?${query}`;
}

/** The gift-card page for the chosen denomination: `/commerce/gift-card?itemId=…&sku=…`. */
export function giftCardPageUrl(itemId: string, sku: string | null): string {
  const query = new URLSearchParams({ itemId });
  if (sku !== null) query.set('sku', sku);
  return `${GIFT_CARD_PAGE_PATH}?${query}`;
}

export function subscriptionPageUrl(cartToken: string): string {
  return `${SUBSCRIPTION_PAGE_PATH}?${new URLSearchParams({ cartToken })}`;
}

/** Express checkout may be written as a boolean or as the text "true". */
export function isExpressCheckoutOn(storeSettings: Readonly<Record<string, unknown>> | undefined): boolean {
  const flag = storeSettings?.expressCheckout;
  return flag === true || flag === 'true';
}
