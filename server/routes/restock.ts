// The back-in-stock endpoints: the visitor's sign-up (schemas/contract/restock-sign-up.ts) and the owner's
// listings and sends behind the owner API key (schemas/contract/restock-owner.ts).
import { RESTOCK_OWNER_API } from '../../schemas/contract/restock-owner';
import { RESTOCK_SIGN_UP_API } from '../../schemas/contract/restock-sign-up';
import { route, type Refusal, type Route } from '../contract/mount';
import { HttpError } from '../errors';
import type { RouteDeps } from './route-deps';

/** A body the restock routes cannot read also carries `message`, the text the restock form shows (spec §8). */
const withMessage: Refusal = (error) =>
  error.status === 400 || error.status === 422 ? new HttpError(error.status, { ...error.body, message: error.body.error }, error.headers) : error;

export function restockSignUpRoutes({ restock, clientAddress }: RouteDeps): Route[] {
  return [
    route(
      RESTOCK_SIGN_UP_API.signUp,
      async (c, { body }) => {
        await restock.signUp(body, clientAddress(c));
        c.header('Cache-Control', 'no-store');
        return { signedUp: true as const };
      },
      { refuse: withMessage },
    ),
  ];
}

/**
 * The owner's routes. Mounted before the crumb guard: they authenticate with a bearer key, which a browser never
 * sends on its own, so a forged cross-site request cannot use them.
 */
export function restockOwnerRoutes({ restock }: RouteDeps): Route[] {
  return [
    route(RESTOCK_OWNER_API.signUps, async (_c, { query }) => await restock.listSignUps(query.productId, query.variantId, query.cursor)),
    route(RESTOCK_OWNER_API.groups, async (_c, { query }) => await restock.listGroups(query.cursor)),
    route(RESTOCK_OWNER_API.send, async (_c, { body }) => await restock.send(body), { refuse: withMessage }),
    route(RESTOCK_OWNER_API.sendAll, async (_c, { body }) => ({ results: await restock.sendAll(body.sendRequests) }), { refuse: withMessage }),
  ];
}
