// The gift-card page's read endpoint (GET /api/commerce/gift-card?itemId=…&sku=…).
import { GiftCardOffer, GiftCardQuery } from '../gift-card';
import { endpoint } from './endpoint';

export const GIFT_CARD_API = {
  offer: endpoint({
    id: 'getGiftCardOffer',
    method: 'GET',
    path: '/api/commerce/gift-card',
    summary: 'One gift-card denomination as the catalog prices it, with the form that asks for its recipient.',
    query: GiftCardQuery,
    response: GiftCardOffer,
    errors: { 404: 'No such gift card, or it has no such denomination (or needs one named).' },
    auth: 'none',
  }),
};
