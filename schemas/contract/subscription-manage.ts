// The billed subscription's endpoints: the customer reads and cancels it through the link in their emails (the
// link's token is the credential), and the owner cancels any subscription with an owner key.
import {
  CancelSubscriptionRequest, ManageTokenQuery, SUBSCRIPTION_MANAGE_MESSAGES, SubscriptionManageView, SubscriptionParams,
} from '../subscription-manage';
import { endpoint } from './endpoint';

export const SUBSCRIPTIONS_PATH = '/api/commerce/subscriptions';
export const OWNER_SUBSCRIPTIONS_PATH = '/api/owner/subscriptions';

export const SUBSCRIPTION_MANAGE_API = {
  read: endpoint({
    id: 'getSubscription',
    method: 'GET',
    path: `${SUBSCRIPTIONS_PATH}/{subscriptionId}`,
    summary: 'A subscription as its customer sees it, by the token of the manage link in its emails; changes nothing.',
    params: SubscriptionParams,
    query: ManageTokenQuery,
    response: SubscriptionManageView,
    errors: { 404: SUBSCRIPTION_MANAGE_MESSAGES.notFound },
    auth: 'none',
  }),

  cancel: endpoint({
    id: 'cancelSubscription',
    method: 'POST',
    path: `${SUBSCRIPTIONS_PATH}/{subscriptionId}/cancel`,
    summary: 'Cancels the subscription at its customer\'s request (no further charges) and emails them; a repeat answers the same.',
    params: SubscriptionParams,
    body: CancelSubscriptionRequest,
    response: SubscriptionManageView,
    errors: { 404: SUBSCRIPTION_MANAGE_MESSAGES.notFound, 409: SUBSCRIPTION_MANAGE_MESSAGES.alreadyEnded },
    auth: 'crumb',
  }),

  ownerCancel: endpoint({
    id: 'ownerCancelSubscription',
    method: 'POST',
    path: `${OWNER_SUBSCRIPTIONS_PATH}/{subscriptionId}/cancel`,
    summary: 'Cancels a subscription for the store (no further charges) and emails its customer; a repeat answers the same.',
    params: SubscriptionParams,
    response: SubscriptionManageView,
    errors: { 404: 'No subscription has this id.', 409: SUBSCRIPTION_MANAGE_MESSAGES.alreadyEnded },
    auth: 'owner',
    permission: 'subscriptions:manage',
  }),
};
