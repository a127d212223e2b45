// The visitor's checkout endpoints: the quote the checkout page shows, placing the order, reading it back by its
// status link, the digital download behind a signed link, and the payment provider's webhook.
import * as z from 'zod/mini';
import { CheckoutQuote, CheckoutRequest, CheckoutResponse, OrderAccessQuery, OrderView, OutOfStockError, QuoteRequest } from '../checkout';
import { endpoint } from './endpoint';

export const CHECKOUT_PATH = '/api/commerce/checkout';
export const ORDERS_PATH = '/api/commerce/orders';
export const DOWNLOADS_PATH = '/api/commerce/downloads';
export const STRIPE_WEBHOOK_PATH = '/api/commerce/payments/stripe/webhook';

/** Stripe's events can be larger than the API's usual 16 KiB. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

export const CHECKOUT_API = {
  quote: endpoint({
    id: 'quoteCheckout',
    method: 'POST',
    path: `${CHECKOUT_PATH}/quote`,
    summary: "Prices the visitor's cart (or a subscription cart) for a destination, shipping option, coupon and gift cards; changes nothing.",
    body: QuoteRequest,
    response: CheckoutQuote,
    errors: { 404: 'The subscription cart is unknown or expired.' },
    auth: 'crumb',
    rateLimit: 'checkout',
  }),

  place: endpoint({
    id: 'placeOrder',
    method: 'POST',
    path: CHECKOUT_PATH,
    summary: "Places the order: recomputes every price, pays, and in one transaction takes stock, records the order and marks the cart purchased.",
    body: CheckoutRequest,
    response: CheckoutResponse,
    status: 201,
    errors: {
      401: 'The cart holds a membership (PAYWALL product) and the buyer is not signed in to a visitor account: the membership is granted to that account.',
      402: 'The payment was declined or failed: nothing was taken and no order was recorded.',
      404: 'The subscription cart is unknown or expired.',
      409: { description: 'Stock ran out for the lines in `items`; the cart stays as it was. Or a coupon or gift-card balance changed meanwhile.', body: OutOfStockError },
      422: 'The order cannot be placed as asked: empty cart, below the minimum order, no shipping to the address, a field missing.',
    },
    auth: 'crumb',
    idempotent: 'required',
    rateLimit: 'checkout',
    inputErrorStatus: 422,
  }),

  order: endpoint({
    id: 'getOrder',
    method: 'GET',
    path: `${ORDERS_PATH}/{orderId}`,
    summary: 'An order as its customer sees it, by the token of its confirmation and status links.',
    params: z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) }),
    query: OrderAccessQuery,
    response: OrderView,
    errors: { 404: 'No order has this id and token.' },
    auth: 'none',
  }),

  download: endpoint({
    id: 'downloadFile',
    method: 'GET',
    path: `${DOWNLOADS_PATH}/{token}`,
    summary: "A digital product's file, through its signed link: a limited number of downloads before the link expires.",
    params: z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) }),
    response: z.string(),
    answers: 'file',
    errors: { 404: 'No download has this link.', 410: 'The link expired, was used up, or the order was refunded.' },
    auth: 'none',
  }),

  stripeWebhook: endpoint({
    id: 'stripeWebhook',
    method: 'POST',
    path: STRIPE_WEBHOOK_PATH,
    summary: "Stripe's events about payments, verified by their Stripe-Signature; a repeated event changes nothing.",
    response: z.object({ received: z.literal(true) }),
    errors: { 400: 'The Stripe-Signature does not verify.', 404: 'Stripe is not configured.' },
    auth: 'signature',
    maxBodyBytes: WEBHOOK_MAX_BYTES,
  }),
};

