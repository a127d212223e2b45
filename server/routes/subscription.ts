// /api/3/commerce/cart/subscription: start a subscription purchase (→ cartToken) and read it back.
import { Hono, type MiddlewareHandler } from 'hono';
import { SubscriptionRequest } from '../../schemas/subscription';
import type { ApiEnv } from '../api-env';
import { limitBody, readJson } from '../middleware/json-body';
import type { createSubscriptionService } from '../subscription/subscription-service';

export interface SubscriptionRouteDeps {
  service: ReturnType<typeof createSubscriptionService>;
  rateLimit: MiddlewareHandler<ApiEnv>;
  idempotency: MiddlewareHandler<ApiEnv>;
}

export function subscriptionRoutes({ service, rateLimit, idempotency }: SubscriptionRouteDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });

  app.post('/', rateLimit, limitBody(), idempotency, async (c) => {
    const body = await readJson(c, SubscriptionRequest);
    return c.json({ cartToken: service.start(body) });
  });

  app.get('/:cartToken', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(service.find(c.req.param('cartToken')));
  });

  return app;
}
