// The owner's order and stock endpoints, behind the owner API key: list and read orders, mark them shipped,
// refund or cancel them, and set a variant's live stock. `kiosk orders` and `kiosk stock` do the same.
import {
  CancelRequest, FulfilRequest, OrderReferenceParams, OrderView, OwnerOrdersPage, OwnerOrdersQuery, RefundRequest, SkuParams,
  StockLevel, StockRequest,
} from '../owner-orders';
import { endpoint } from './endpoint';

export const OWNER_ORDERS_PATH = '/api/owner/orders';
export const OWNER_STOCK_PATH = '/api/owner/stock';

const UNKNOWN_ORDER = { 404: 'No order has this id or number.' } as const;

export const OWNER_ORDERS_API = {
  list: endpoint({
    id: 'listOwnerOrders',
    method: 'GET',
    path: OWNER_ORDERS_PATH,
    summary: 'Orders, newest first, a page at a time; filtered by status and by when they were placed.',
    query: OwnerOrdersQuery,
    response: OwnerOrdersPage,
    errors: { 422: 'The cursor is not a nextPageCursor of a previous page, or "from" is not before "to".' },
    auth: 'owner',
    permission: 'orders:read',
  }),

  show: endpoint({
    id: 'getOwnerOrder',
    method: 'GET',
    path: `${OWNER_ORDERS_PATH}/{orderId}`,
    summary: 'One order, by its id or its order number.',
    params: OrderReferenceParams,
    response: OrderView,
    errors: UNKNOWN_ORDER,
    auth: 'owner',
    permission: 'orders:read',
  }),

  fulfil: endpoint({
    id: 'fulfilOwnerOrder',
    method: 'POST',
    path: `${OWNER_ORDERS_PATH}/{orderId}/fulfilment`,
    summary: 'Marks an order shipped, with its tracking, and emails the customer unless told not to.',
    params: OrderReferenceParams,
    body: FulfilRequest,
    response: OrderView,
    errors: { ...UNKNOWN_ORDER, 409: 'The order is not placed, or has no physical lines left to ship.' },
    auth: 'owner',
    permission: 'orders:fulfil',
    idempotent: true,
  }),

  refund: endpoint({
    id: 'refundOwnerOrder',
    method: 'POST',
    path: `${OWNER_ORDERS_PATH}/{orderId}/refunds`,
    summary: 'Refunds all or part of an order: the card first, then the gift cards it spent; restocks and revokes what the lines delivered.',
    params: OrderReferenceParams,
    body: RefundRequest,
    response: OrderView,
    errors: {
      ...UNKNOWN_ORDER,
      409: 'Nothing is left to refund, the order was cancelled, its payment is not captured, or it changed meanwhile.',
      422: 'The amount is more than is left to refund, or a line is unknown or has fewer units left.',
      502: 'The payment provider refused the refund: nothing was recorded.',
    },
    auth: 'owner',
    permission: 'orders:refund',
    idempotent: true,
  }),

  cancel: endpoint({
    id: 'cancelOwnerOrder',
    method: 'POST',
    path: `${OWNER_ORDERS_PATH}/{orderId}/cancel`,
    summary: 'Cancels a placed order that was neither fulfilled nor refunded: releases or refunds its payment and undoes what it took.',
    params: OrderReferenceParams,
    body: CancelRequest,
    response: OrderView,
    errors: {
      ...UNKNOWN_ORDER,
      409: 'The order was fulfilled, refunded or cancelled already.',
      502: 'The payment provider refused to release or refund the payment: nothing was recorded.',
    },
    auth: 'owner',
    permission: 'orders:refund',
    idempotent: true,
  }),

  setStock: endpoint({
    id: 'setOwnerStock',
    method: 'PUT',
    path: `${OWNER_STOCK_PATH}/{sku}`,
    summary: "Sets a variant's live stock, or changes it by adjustBy.",
    params: SkuParams,
    body: StockRequest,
    response: StockLevel,
    errors: {
      404: 'No variant has this sku.',
      409: 'The variant has unlimited stock.',
      422: 'The change would take the stock below zero.',
    },
    auth: 'owner',
    permission: 'stock:write',
    idempotent: true,
  }),
};
