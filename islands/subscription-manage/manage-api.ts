/** The manage page's calls (schemas/contract/subscription-manage.ts) and what a failed one means to the customer. */
import { SUBSCRIPTION_MANAGE_API } from '../../schemas/contract/subscription-manage';
import { RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { SubscriptionManageView } from '../../schemas/subscription-manage';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import type { SiteTransport } from '../site-api/transport';
import type { ManageLink } from './manage-link';
import { SUBSCRIPTION_MANAGE_MESSAGES } from './manage-text';

export function fetchSubscription(transport: SiteTransport, link: ManageLink): Promise<ApiResult<SubscriptionManageView>> {
  return callEndpoint(transport, SUBSCRIPTION_MANAGE_API.read, { params: { subscriptionId: link.subscriptionId }, query: { token: link.token } });
}

export function cancelSubscription(transport: SiteTransport, link: ManageLink): Promise<ApiResult<SubscriptionManageView>> {
  return callEndpoint(transport, SUBSCRIPTION_MANAGE_API.cancel, { params: { subscriptionId: link.subscriptionId }, body: { token: link.token } });
}

/** A link that matches nothing (404, or one the server cannot read) is final; the rest may work again. */
export function manageFailure(failure: ApiFailure): { notFound: boolean; message: string } {
  if (failure.status === 404 || failure.status === 422 || failure.status === 400) return { notFound: true, message: SUBSCRIPTION_MANAGE_MESSAGES.notFound };
  if (failure.status === 409) return { notFound: false, message: SUBSCRIPTION_MANAGE_MESSAGES.alreadyEnded };
  if (failure.status === 429) return { notFound: false, message: RATE_LIMIT_MESSAGE };
  return { notFound: false, message: failureMessage(failure, RETRY_MESSAGE) };
}
