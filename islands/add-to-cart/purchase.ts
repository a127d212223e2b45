/**
 * Where a validated purchase goes (spec §2, §4): into the cart, to the subscription page (subscribable
 * products, through a subscription cart token), or, with the store's express checkout on, straight to checkout.
 */

export type PurchaseKind = 'cart' | 'subscription' | 'express-checkout';

export const CHECKOUT_PATH = '/checkout';
/** The page that shows a subscription cart (content/pages/subscription.json). */
export const SUBSCRIPTION_PAGE_PATH = '/commerce/subscription';

export interface PurchaseSettings {
  /** The button is for a subscribable product (data-is-subscription). */
  isSubscription: boolean;
  /** `websiteSettings.storeSettings.expressCheckout`. */
  expressCheckout: boolean;
}

/** A subscription always goes through its own page; express checkout replaces the cart for everything else. */
export function purchaseKind(settings: PurchaseSettings): PurchaseKind {
  if (settings.isSubscription) return 'subscription';
  return settings.expressCheckout ? 'express-checkout' : 'cart';
}

/** The checkout page for one item bought at once: `/checkout?itemId=…&sku=…&quantity=…`. */
export function expressCheckoutUrl(itemId: string, sku: string | null, quantity: number): string {
  const query = new URLSearchParams({ itemId });
  if (sku !== null) query.set('sku', sku);
  query.set('quantity', String(quantity));
  return `${CHECKOUT_PATH}?${query}`;
}

export function subscriptionPageUrl(cartToken: string): string {
  return `${SUBSCRIPTION_PAGE_PATH}?${new URLSearchParams({ cartToken })}`;
}

/** Express checkout may be written as a boolean or as the text "true". */
export function isExpressCheckoutOn(storeSettings: Readonly<Record<string, unknown>> | undefined): boolean {
  const flag = storeSettings?.expressCheckout;
  return flag === true || flag === 'true';
}
