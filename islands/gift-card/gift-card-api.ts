/**
 * The gift-card page's read call: which card and denomination the query names, and that denomination as the
 * server's catalog has it (GET /api/commerce/gift-card). An unknown card or denomination is `unavailable`.
 */
import * as z from 'zod/mini';
import { GiftCardOffer, type GiftCardQuery } from '../../schemas/gift-card';
import { NetworkError } from '../site-api/fetch-json';
import { answerMessage, getJson } from '../site-api/json-request';
import type { CartTransport } from '../stores/cart-api';
import { OFFLINE_MESSAGE, RETRY_MESSAGE } from '../stores/cart-error-message';

export const GIFT_CARD_OFFER_PATH = '/api/commerce/gift-card';

export type OfferLookup =
  | { kind: 'found'; offer: GiftCardOffer }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/** `?itemId=…&sku=…` of the page's address; undefined without an item. */
export function giftCardQueryOf(search: string): GiftCardQuery | undefined {
  const query = new URLSearchParams(search);
  const itemId = query.get('itemId');
  if (!itemId) return undefined;
  const sku = query.get('sku');
  return sku ? { itemId, sku } : { itemId };
}

export async function fetchGiftCardOffer(transport: CartTransport, query: GiftCardQuery): Promise<OfferLookup> {
  let answer;
  try {
    answer = await getJson(transport, `${GIFT_CARD_OFFER_PATH}?${new URLSearchParams(query)}`);
  } catch (error) {
    if (error instanceof NetworkError) return { kind: 'failed', message: OFFLINE_MESSAGE };
    throw error;
  }
  // 404: no such card or denomination; 422: a query the server cannot read names none either.
  if (answer.status === 404 || answer.status === 422) return { kind: 'unavailable' };
  if (!answer.ok) return { kind: 'failed', message: answerMessage(answer) ?? RETRY_MESSAGE };
  const offer = z.safeParse(GiftCardOffer, answer.body);
  return offer.success ? { kind: 'found', offer: offer.data } : { kind: 'failed', message: RETRY_MESSAGE };
}
