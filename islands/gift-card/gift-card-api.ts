/**
 * The gift-card page's read call: which card and denomination the page's query names, and that denomination as
 * the server's catalog has it (GET /api/commerce/gift-card), with what a failed read means for the page.
 */
import { GIFT_CARD_API } from '../../schemas/contract/gift-card';
import type { GiftCardOffer, GiftCardQuery } from '../../schemas/gift-card';
import { RETRY_MESSAGE } from '../../schemas/messages';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import type { SiteTransport } from '../site-api/transport';

/** `?itemId=…&sku=…` of the page's address; undefined without an item. */
export function giftCardQueryOf(search: string): GiftCardQuery | undefined {
  const query = new URLSearchParams(search);
  const itemId = query.get('itemId');
  if (!itemId) return undefined;
  const sku = query.get('sku');
  return sku ? { itemId, sku } : { itemId };
}

export function fetchGiftCardOffer(transport: SiteTransport, query: GiftCardQuery): Promise<ApiResult<GiftCardOffer>> {
  return callEndpoint(transport, GIFT_CARD_API.offer, { query });
}

/** 404: no such card or denomination; 422: a query the server cannot read names none either. */
export function isUnavailable(failure: ApiFailure): boolean {
  return failure.status === 404 || failure.status === 422;
}

/** Why the card could not be read otherwise: offline, the server's words, or try again. */
export function offerFailureMessage(failure: ApiFailure): string {
  return failureMessage(failure, RETRY_MESSAGE);
}
