/** The subscription calls of spec §7 as the product and subscription pages make them (the page's network and crumb). */
import { SUBSCRIPTION_API } from '../../schemas/contract/subscription';
import type { SubscriptionCart, SubscriptionRequest, SubscriptionResponse } from '../../schemas/subscription';
import { unwrap, type ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { browserTransport } from '../site-api/transport';

/** Starts a subscription purchase; throws SiteApiError (the add button's flow shows it). */
export async function startSubscription(request: SubscriptionRequest): Promise<SubscriptionResponse> {
  return unwrap(await callEndpoint(browserTransport, SUBSCRIPTION_API.start, { body: request }));
}

export function fetchSubscriptionCart(cartToken: string): Promise<ApiResult<SubscriptionCart>> {
  return callEndpoint(browserTransport, SUBSCRIPTION_API.read, { params: { cartToken } });
}
