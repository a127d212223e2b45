// The billed subscription's endpoints (schemas/contract/subscription-manage.ts): the customer's read and cancel
// through the link in their emails, and the owner's cancel behind the owner key.
import type { Context } from 'hono';
import { SUBSCRIPTION_MANAGE_API } from '../../schemas/contract/subscription-manage';
import type { ApiEnv } from '../api-env';
import { route, type Route } from '../contract/mount';
import type { RouteDeps } from './route-deps';

/** The answers carry a credential-bearing page's data: never cached, never leaked through a Referer. */
function privately(c: Context<ApiEnv>): void {
  c.header('Cache-Control', 'no-store, private');
  c.header('Referrer-Policy', 'no-referrer');
}

export function subscriptionManageRoutes({ subscriptionManager }: RouteDeps): Route[] {
  return [
    route(SUBSCRIPTION_MANAGE_API.read, async (c, { params, query }) => {
      privately(c);
      return await subscriptionManager.read(params.subscriptionId, query.token);
    }),
    route(SUBSCRIPTION_MANAGE_API.cancel, async (c, { params, body }) => {
      privately(c);
      return await subscriptionManager.cancelByCustomer(params.subscriptionId, body.token);
    }),
    route(SUBSCRIPTION_MANAGE_API.ownerCancel, async (c, { params }) => {
      c.header('Cache-Control', 'no-store');
      return await subscriptionManager.cancelByOwner(params.subscriptionId);
    }),
  ];
}
