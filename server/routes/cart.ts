// The cart endpoints (schemas/contract/cart.ts): read the cart; add, change and remove lines and their answers.
import type { Context } from 'hono';
import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import { CART_API } from '../../schemas/contract/cart';
import type { ApiEnv } from '../api-env';
import type { CartChange } from '../cart/cart-service';
import { route, type Route } from '../contract/mount';
import { CART_COOKIE, readToken, setCartCookies, syncHasCartCookie } from '../middleware/cookies';
import type { RouteDeps } from './route-deps';
import { expectedVersion } from './version-guard';

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

/** The line a change of one line answers with; the service always names it. */
function entryOf(change: CartChange): CartEntry {
  if (!change.entry) throw new Error('the cart change did not name its line');
  return change.entry;
}

const token = (c: Context<ApiEnv>) => readToken(c, CART_COOKIE);
const IN_ONE_TRANSACTION = { unitOfWork: true };

export function cartRoutes({ cart }: RouteDeps): Route[] {
  return [
    route(CART_API.read, async (c) => {
      const current = await cart.view(token(c));
      answerCart(c, current);
      syncHasCartCookie(c, current.totalQuantity);
      return current;
    }),

    // Changes run in the request's unit of work: the Idempotency-Key record commits with the change.
    route(CART_API.addEntry, async (c, { body }) => {
      const change = await cart.add(token(c), body, expectedVersion(c, body.version), c.get('unitOfWork'));
      return { shoppingCart: settle(c, change), newlyAdded: entryOf(change) };
    }, IN_ONE_TRANSACTION),

    route(CART_API.setQuantity, async (c, { params, body }) => {
      const change = await cart.setQuantity(token(c), params.entryId, body.quantity, expectedVersion(c, body.version), c.get('unitOfWork'));
      return { shoppingCart: settle(c, change), updatedEntry: entryOf(change) };
    }, IN_ONE_TRANSACTION),

    route(CART_API.removeEntry, async (c, { params, body }) => {
      const change = await cart.remove(token(c), params.entryId, expectedVersion(c, body.version), c.get('unitOfWork'));
      return { shoppingCart: settle(c, change) };
    }, IN_ONE_TRANSACTION),

    route(CART_API.setAdditionalFields, async (c, { params, body }) => {
      const change = await cart.setAdditionalFields(token(c), params.entryId, body, expectedVersion(c, body.version), c.get('unitOfWork'));
      return { shoppingCart: settle(c, change), updatedEntry: entryOf(change) };
    }, IN_ONE_TRANSACTION),
  ];
}
