// /api/commerce/shopping-cart: read the cart; add, change and remove lines and their form answers.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  AddEntryRequest, CartQuery, RemoveEntryRequest, UpdateAdditionalFieldsRequest, UpdateQuantityRequest,
  type ShoppingCart,
} from '../../schemas/cart';
import type { ApiEnv } from '../api-env';
import type { CartChange, CartService } from '../cart/cart-service';
import { CART_COOKIE, readToken, setCartCookies, syncHasCartCookie } from '../middleware/cookies';
import { limitBody, readJson, readQuery } from '../middleware/json-body';
import { expectedVersion } from './version-guard';

export interface CartRouteDeps {
  service: CartService;
  rateLimit: MiddlewareHandler<ApiEnv>;
  idempotency: MiddlewareHandler<ApiEnv>;
}

function answerCart(c: Context<ApiEnv>, cart: ShoppingCart): void {
  c.header('ETag', `"${cart.version}"`);
  c.header('Cache-Control', 'no-store');
}

/** Applies the headers and cookies a change calls for and returns its cart. */
function settle(c: Context<ApiEnv>, change: CartChange): ShoppingCart {
  answerCart(c, change.cart);
  if (change.newToken) {
    setCartCookies(c, change.newToken);
    c.set('issuedCartToken', change.newToken);
  } else {
    syncHasCartCookie(c, change.cart.totalQuantity);
  }
  return change.cart;
}

export function cartRoutes({ service, rateLimit, idempotency }: CartRouteDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false });
  const token = (c: Context<ApiEnv>) => readToken(c, CART_COOKIE);

  app.get('/', (c) => {
    readQuery(c, CartQuery);
    const cart = service.view(token(c));
    answerCart(c, cart);
    syncHasCartCookie(c, cart.totalQuantity);
    return c.json(cart);
  });

  app.post('/entries', rateLimit, limitBody(), idempotency, async (c) => {
    const body = await readJson(c, AddEntryRequest);
    const change = service.add(token(c), body, expectedVersion(c, body.version));
    return c.json({ shoppingCart: settle(c, change), newlyAdded: change.entry });
  });

  app.put('/entries/:entryId', rateLimit, limitBody(), idempotency, async (c) => {
    const body = await readJson(c, UpdateQuantityRequest);
    const change = service.setQuantity(token(c), c.req.param('entryId'), body.quantity, expectedVersion(c, body.version));
    return c.json({ shoppingCart: settle(c, change), updatedEntry: change.entry });
  });

  app.delete('/entries/:entryId', limitBody(), idempotency, async (c) => {
    const body = await readJson(c, RemoveEntryRequest);
    const change = service.remove(token(c), c.req.param('entryId'), expectedVersion(c, body.version));
    return c.json({ shoppingCart: settle(c, change) });
  });

  app.put('/entries/:entryId/additionalFields', limitBody(), idempotency, async (c) => {
    const body = await readJson(c, UpdateAdditionalFieldsRequest);
    const change = service.setAdditionalFields(token(c), c.req.param('entryId'), body, expectedVersion(c, body.version));
    return c.json({ shoppingCart: settle(c, change), updatedEntry: change.entry });
  });

  return app;
}
