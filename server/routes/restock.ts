// /api/site-users/account/notifications/restock: a visitor's back-in-stock sign-up (POST, crumb and rate
// limit), and the owner's listings and sends (GET, /groups, /send, /send/all) behind the owner API key.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import {
  RestockGroupsQuery, RestockSendAllRequest, RestockSendRequest, RestockSignUpRequest, RestockSignUpsQuery,
  type RestockSignUpResponse,
} from '../../schemas/restock';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import { limitBody, readJson, readQuery } from '../middleware/json-body';
import { ownerKeyGuard } from '../middleware/owner-key';
import type { RestockService } from '../restock/restock-service';

export const RESTOCK_PATH = '/site-users/account/notifications/restock';

/** The body by `schema`; a refusal also carries `message`, the text the restock form shows (spec §8). */
async function readRestockJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, { ...error.body, message: error.body.error }, error.headers);
    throw error;
  }
}

export function restockSignUpRoutes(deps: { service: RestockService; rateLimit: MiddlewareHandler<ApiEnv> }): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  app.post('/', deps.rateLimit, limitBody(), async (c) => {
    deps.service.signUp(await readRestockJson(c, RestockSignUpRequest));
    c.header('Cache-Control', 'no-store');
    return c.json({ signedUp: true } satisfies RestockSignUpResponse);
  });
  return app;
}

/**
 * The owner's routes. Mounted before the crumb guard: they authenticate with a bearer key, which a
 * browser never sends on its own, so a forged cross-site request cannot use them.
 */
export function restockOwnerRoutes(deps: { service: RestockService; ownerKey: string | undefined }): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  const owner = ownerKeyGuard(deps.ownerKey);

  app.get('/', owner, (c) => {
    const { productId, variantId, cursor } = readQuery(c, RestockSignUpsQuery);
    return c.json(deps.service.listSignUps(productId, variantId, cursor));
  });

  app.get('/groups', owner, (c) => c.json(deps.service.listGroups(readQuery(c, RestockGroupsQuery).cursor)));

  app.post('/send', owner, limitBody(), async (c) => c.json(deps.service.send(await readRestockJson(c, RestockSendRequest))));

  app.post('/send/all', owner, limitBody(), async (c) => {
    const { sendRequests } = await readRestockJson(c, RestockSendAllRequest);
    return c.json({ results: deps.service.sendAll(sendRequests) });
  });

  return app;
}
