// The checkout endpoints (schemas/contract/checkout.ts): quote, place an order, read it by its link, download a
// digital product. The Stripe webhook is in routes/payments.ts.
import type { Context } from 'hono';
import { CHECKOUT_API } from '../../schemas/contract/checkout';
import type { ApiEnv } from '../api-env';
import { fileRoute, route, type Route } from '../contract/mount';
import { CART_COOKIE, readToken, syncHasCartCookie } from '../middleware/cookies';
import { sha256Hex } from '../security/tokens';
import type { RouteDeps } from './route-deps';

const cartToken = (c: Context<ApiEnv>) => readToken(c, CART_COOKIE);

export function checkoutRoutes({ checkout, siteUsers }: RouteDeps): Route[] {
  return [
    route(CHECKOUT_API.quote, async (c, { body }) => {
      c.header('Cache-Control', 'no-store');
      return await checkout.quote(cartToken(c), body);
    }),

    route(CHECKOUT_API.place, async (c, { body }) => {
      // One attempt is one Idempotency-Key of one visitor (the middleware has checked that it is there).
      const checkoutKey = sha256Hex(`${c.get('crumb')}\n${c.req.header('Idempotency-Key') ?? ''}`);
      // Who is signed in decides where a membership in the cart goes (checkout/deliver-order.ts).
      const buyer = await siteUsers.sessions.signedInUser(c.req.header('Cookie'));
      const placed = await checkout.place(cartToken(c), body, checkoutKey, buyer?.siteUserId);
      c.header('Cache-Control', 'no-store');
      c.header('Location', placed.confirmationUrl);
      // The cart is the order's now: the cart pill goes back to empty.
      syncHasCartCookie(c, 0);
      return placed;
    }),

    route(CHECKOUT_API.order, async (c, { params, query }) => {
      c.header('Cache-Control', 'no-store, private');
      c.header('Referrer-Policy', 'no-referrer');
      return await checkout.order(params.orderId, query.token);
    }),

    fileRoute(CHECKOUT_API.download, async (_c, { params }) => {
      const file = await checkout.download(params.token);
      return new Response(new Uint8Array(file.body), {
        status: 200,
        headers: {
          'Content-Type': file.name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`,
          'Cache-Control': 'no-store, private',
          'Referrer-Policy': 'no-referrer',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  ];
}
