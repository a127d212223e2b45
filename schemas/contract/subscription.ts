// The subscription purchase endpoints (/api/3/commerce/cart/subscription…): start one, read it back.
import * as z from 'zod/mini';
import { SubscriptionCart, SubscriptionRequest, SubscriptionResponse } from '../subscription';
import { endpoint } from './endpoint';

const SUBSCRIPTION_PATH = '/api/3/commerce/cart/subscription';

export const SUBSCRIPTION_API = {
  start: endpoint({
    id: 'startSubscription',
    method: 'POST',
    path: SUBSCRIPTION_PATH,
    summary: 'Starts a subscription purchase: a one-item subscription cart whose token opens the subscription page.',
    body: SubscriptionRequest,
    response: SubscriptionResponse,
    errors: {
      404: 'No such item or variant.',
      422: 'The product is not a subscription, or a rule refuses the line (options, quantity, stock, answers).',
    },
    auth: 'crumb',
    idempotent: true,
    rateLimit: 'cart',
  }),

  read: endpoint({
    id: 'getSubscriptionCart',
    method: 'GET',
    path: `${SUBSCRIPTION_PATH}/{cartToken}`,
    summary: 'What the subscription checkout will charge for a started subscription.',
    params: z.object({ cartToken: z.string() }),
    response: SubscriptionCart,
    errors: { 404: 'No subscription cart has this token.' },
    auth: 'none',
  }),
};
