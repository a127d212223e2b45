/** The checkout calls of the page (schemas/contract/checkout.ts) through the one site API client. */
import type { CheckoutQuote, CheckoutRequest, CheckoutResponse, QuoteRequest } from '../../schemas/checkout';
import { CHECKOUT_API } from '../../schemas/contract/checkout';
import type { ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import type { SiteTransport } from '../site-api/transport';

export function requestQuote(transport: SiteTransport, request: QuoteRequest): Promise<ApiResult<CheckoutQuote>> {
  return callEndpoint(transport, CHECKOUT_API.quote, { body: request });
}

/** `idempotencyKey`: the attempt's key, the same for every send of one submit. */
export function placeOrder(transport: SiteTransport, request: CheckoutRequest, idempotencyKey: string): Promise<ApiResult<CheckoutResponse>> {
  return callEndpoint(transport, CHECKOUT_API.place, { body: request }, { idempotencyKey });
}
