/**
 * What the checkout page's address asks for: a subscription checkout (`?subscription=<cartToken>`, from the
 * subscription page) or an express purchase (`?itemId=…&sku=…&quantity=…`, from the product page's button).
 */
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/quantity-range';

export const SUBSCRIPTION_PARAM = 'subscription';
/** The parameters islands/add-to-cart/purchase.ts expressCheckoutUrl writes. */
export const EXPRESS_PARAMS = ['itemId', 'sku', 'quantity'] as const;

export interface ExpressItem {
  itemId: string;
  /** null for a product without a choice of variant */
  sku: string | null;
  quantity: number;
}

export interface CheckoutQuery {
  subscriptionToken?: string;
  express?: ExpressItem;
}

function quantityOf(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 1;
  const n = Number(raw);
  // A hand-edited address should not break the page: an odd quantity falls back to one.
  return Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX ? n : 1;
}

export function checkoutQueryOf(search: string): CheckoutQuery {
  const params = new URLSearchParams(search);
  const query: CheckoutQuery = {};
  const token = params.get(SUBSCRIPTION_PARAM);
  if (token) query.subscriptionToken = token;
  const itemId = params.get('itemId');
  // A subscription is bought through its own cart: an express item beside it would be a second purchase.
  if (itemId && !query.subscriptionToken) {
    query.express = { itemId, sku: params.get('sku') || null, quantity: quantityOf(params.get('quantity')) };
  }
  return query;
}

/** The address without the express parameters, so a reload does not add the item again. */
export function withoutExpressParams(url: string): string {
  const parsed = new URL(url, 'http://kiosk.invalid');
  for (const name of EXPRESS_PARAMS) parsed.searchParams.delete(name);
  const search = parsed.searchParams.toString();
  return `${parsed.pathname}${search ? `?${search}` : ''}${parsed.hash}`;
}
