// The owner's order and stock routes (schemas/contract/owner-orders.ts), behind the owner API key. Mounted before
// the crumb guard like every owner route: a bearer key is never sent by a browser on its own.
import { OWNER_ORDERS_API } from '../../schemas/contract/owner-orders';
import { route, type Route } from '../contract/mount';
import { HttpError } from '../errors';
import { ProviderRefusal } from '../owner/orders-service';
import type { RouteDeps } from './route-deps';

/** A provider that refused or failed is a failure upstream: 502, saying nothing was recorded. */
async function upstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw new HttpError(502, error.message);
    throw error;
  }
}

export function ownerOrderRoutes({ owner }: RouteDeps): Route[] {
  return [
    route(OWNER_ORDERS_API.list, async (_c, { query }) => owner.orders.list(query)),
    route(OWNER_ORDERS_API.show, async (_c, { params }) => owner.orders.show(params.orderId)),
    route(OWNER_ORDERS_API.fulfil, async (_c, { params, body }) => owner.orders.fulfil(params.orderId, body)),
    route(OWNER_ORDERS_API.refund, async (_c, { params, body }) => upstream(() => owner.orders.refund(params.orderId, body))),
    route(OWNER_ORDERS_API.cancel, async (_c, { params, body }) => upstream(() => owner.orders.cancel(params.orderId, body))),
    route(OWNER_ORDERS_API.setStock, async (_c, { params, body }) => owner.stock.change(params.sku, body)),
  ];
}
