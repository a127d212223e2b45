/** Reads an order by its link (GET /api/commerce/orders/{orderId}?token=) and says what a failed read means. */
import type { OrderView } from '../../schemas/checkout';
import { CHECKOUT_API } from '../../schemas/contract/checkout';
import { RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import type { SiteTransport } from '../site-api/transport';
import type { OrderAccess } from './order-query';
import { CHECKOUT_MESSAGES } from './order-text';

export function fetchOrder(transport: SiteTransport, access: OrderAccess): Promise<ApiResult<OrderView>> {
  return callEndpoint(transport, CHECKOUT_API.order, { params: { orderId: access.orderId }, query: { token: access.token } });
}

/** No such order or token (404, or a link the server cannot read) is "not found"; the rest may work again. */
export function orderFailure(failure: ApiFailure): { notFound: boolean; message: string } {
  if (failure.status === 404 || failure.status === 422 || failure.status === 400) return { notFound: true, message: CHECKOUT_MESSAGES.orderNotFound };
  if (failure.status === 429) return { notFound: false, message: RATE_LIMIT_MESSAGE };
  return { notFound: false, message: failureMessage(failure, RETRY_MESSAGE) };
}
