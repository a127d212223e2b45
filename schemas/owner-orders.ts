// Shapes of the owner's order and stock calls (/api/owner/orders…, /api/owner/stock…) and their messages; the
// server checks requests with them, the CLI and tests read the answers and messages from here.
import * as z from 'zod/mini';
import { OrderStatus, OrderView } from './checkout';

export { OrderView } from './checkout';

/** Every refusal of the owner order and stock rules, so the API, the CLI and tests say the same thing. */
export const OWNER_ORDER_MESSAGES = {
  orderNotFound: 'No order has that id or number: check it with `kiosk orders list`.',
  badCursor: 'The cursor is not the nextPageCursor of a previous page: start again without it.',
  badDate: 'Dates are ISO 8601, such as 2026-11-01 or 2026-11-01T09:30:00Z.',
  dateOrder: '"from" must come before "to".',
  nothingToShip: 'This order has nothing left to ship: it has no physical lines that were not refunded.',
  notShippable: (status: string) => `Only a placed order can be marked fulfilled; this one is ${status.replace('_', ' ')}.`,
  cancelled: 'This order was cancelled: there is nothing left to refund.',
  nothingToRefund: 'Nothing is left to refund on this order.',
  notCaptured: 'The card payment of this order is not captured yet: cancel the order instead, or try again in a minute.',
  tooMuch: (left: string) => `That is more than is left to refund: at most ${left}.`,
  unknownLine: (lineId: string) => `This order has no line ${lineId}: see the line ids with \`kiosk orders show\`.`,
  lineTwice: (lineId: string) => `Line ${lineId} is listed twice: give each line once, with its whole quantity.`,
  tooManyUnits: (lineId: string, left: number) => `Line ${lineId} has ${left} unit${left === 1 ? '' : 's'} left to refund.`,
  refundFailed: (message: string) => `The payment provider refused the refund: ${message}. Nothing was recorded; try again.`,
  providerMissing: (provider: string) => `The payment provider "${provider}" of this order is not configured on this server, so its payment cannot be refunded.`,
  changedMeanwhile: 'The order changed while this was being done: read it again and retry.',
  notCancellable: (status: string) => `Only a placed order that was not fulfilled or refunded can be cancelled; this one is ${status.replace('_', ' ')}.`,
  cancelFailed: (message: string) => `The payment provider refused to release the payment: ${message}. The order is unchanged; try again.`,
  unknownSku: (sku: string) => `No variant has the sku ${sku}: see them with \`kiosk stock list\`.`,
  unlimited: (sku: string) => `The variant ${sku} has unlimited stock: set a quantity in its content to limit it first.`,
  negativeStock: (sku: string, inStock: number) => `That would take ${sku} below zero: it has ${inStock} in stock.`,
  stockBody: 'Send either "quantity" (the new stock) or "adjustBy" (a change), not both.',
} as const;

/** A day (2026-11-01) or a moment (2026-11-01T09:30:00Z, with an offset or not): what `from`/`to` accept. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const IsoDate = z.string({ error: OWNER_ORDER_MESSAGES.badDate }).check(
  z.regex(ISO_DATE, { error: OWNER_ORDER_MESSAGES.badDate }),
  z.refine((text) => !Number.isNaN(Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text)), { error: OWNER_ORDER_MESSAGES.badDate }),
);

export const ORDER_PAGE_LIMIT = { min: 1, max: 100, default: 25 } as const;

/** A whole number in a query string ("25"), then checked as a number. */
const PageLimit = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,4}$/, { error: 'limit is a whole number from 1 to 100.' })), z.transform(Number)),
  z.int().check(
    z.minimum(ORDER_PAGE_LIMIT.min, { error: 'limit is a whole number from 1 to 100.' }),
    z.maximum(ORDER_PAGE_LIMIT.max, { error: 'limit is a whole number from 1 to 100.' }),
  ),
);

/** GET /api/owner/orders?status&from&to&cursor&limit: newest first; `to` is exclusive (a day `to` includes that day). */
export const OwnerOrdersQuery = z.object({
  status: z.optional(OrderStatus),
  from: z.optional(IsoDate),
  to: z.optional(IsoDate),
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z._default(z.optional(PageLimit), ORDER_PAGE_LIMIT.default),
});
export type OwnerOrdersQuery = z.output<typeof OwnerOrdersQuery>;

/** One order in a listing: the view's headline fields, and how many units it holds. */
export const OrderSummary = z.extend(
  z.pick(OrderView, {
    id: true, orderNumber: true, status: true, paymentStatus: true, email: true, createdAt: true, grandTotalCents: true,
    currencyCode: true, testMode: true,
  }),
  {
    /** units in the order, all lines */
    itemCount: z.int(),
  },
);
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OwnerOrdersPage = z.object({ orders: z.array(OrderSummary), nextPageCursor: z.nullable(z.string()) });
export type OwnerOrdersPage = z.infer<typeof OwnerOrdersPage>;

/** The `{orderId}` of an owner order path: the order's id or its number. */
export const OrderReferenceParams = z.object({ orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

/** POST …/fulfilment */
export const FulfilRequest = z.object({
  trackingNumber: optionalText(100),
  trackingUrl: z.optional(z.string().check(
    z.trim(),
    z.maxLength(2000),
    z.refine((text) => URL.canParse(text) && new URL(text).protocol === 'https:', { error: 'trackingUrl must be an https:// URL.' }),
  )),
  carrier: optionalText(60),
  notifyCustomer: z._default(z.optional(z.boolean()), true),
});
export type FulfilRequest = z.output<typeof FulfilRequest>;

const RefundLine = z.object({
  lineId: z.string().check(z.minLength(1), z.maxLength(64)),
  quantity: z.int().check(z.positive()),
});

/** POST …/refunds: without amountCents, the lines' value (or, without lines, everything still refundable). */
export const RefundRequest = z.object({
  amountCents: z.optional(z.int().check(z.positive())),
  lines: z.optional(z.array(RefundLine).check(z.minLength(1), z.maxLength(200))),
  restock: z._default(z.optional(z.boolean()), true),
  reason: optionalText(500),
});
export type RefundRequest = z.output<typeof RefundRequest>;

/** POST …/cancel */
export const CancelRequest = z.object({ restock: z._default(z.optional(z.boolean()), true) });
export type CancelRequest = z.output<typeof CancelRequest>;

const StockNumber = (name: string, min: number) =>
  z.optional(z.int({ error: `${name} is a whole number.` }).check(z.minimum(min), z.maximum(1_000_000_000)));

/** PUT /api/owner/stock/{sku}: the new stock (`quantity`), or a change to it (`adjustBy`), never both. */
export const StockRequest = z.object({ quantity: StockNumber('quantity', 0), adjustBy: StockNumber('adjustBy', -1_000_000_000) }).check(
  z.refine((body) => (body.quantity === undefined) !== (body.adjustBy === undefined), { error: OWNER_ORDER_MESSAGES.stockBody }),
);
export type StockRequest = z.output<typeof StockRequest>;

export const SkuParams = z.object({ sku: z.string().check(z.minLength(1), z.maxLength(128)) });

export const StockLevel = z.object({ sku: z.string(), qtyInStock: z.int() });
export type StockLevel = z.infer<typeof StockLevel>;
