/** The subscription calls of spec §7 as the product and subscription pages make them (the page's network and crumb). */
import type { SubscriptionCart, SubscriptionRequest, SubscriptionResponse } from '../../schemas/subscription';
import { browserTransport, getSubscriptionCart, postSubscription } from '../stores/cart-api';

export function startSubscription(request: SubscriptionRequest): Promise<SubscriptionResponse> {
  return postSubscription(browserTransport, request);
}

export function fetchSubscriptionCart(cartToken: string): Promise<SubscriptionCart> {
  return getSubscriptionCart(browserTransport, cartToken);
}
