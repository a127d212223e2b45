// The subscription endpoints (schemas/contract/subscription.ts): start a subscription purchase, read it back.
import { SUBSCRIPTION_API } from '../../schemas/contract/subscription';
import { route, type Route } from '../contract/mount';
import type { RouteDeps } from './route-deps';

export function subscriptionRoutes({ subscriptions }: RouteDeps): Route[] {
  return [
    route(SUBSCRIPTION_API.start, async (_c, { body }) => ({ cartToken: await subscriptions.start(body) })),

    route(SUBSCRIPTION_API.read, async (c, { params }) => {
      const cart = await subscriptions.find(params.cartToken);
      c.header('Cache-Control', 'no-store');
      return cart;
    }),
  ];
}
