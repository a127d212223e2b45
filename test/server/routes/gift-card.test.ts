import { describe, expect, it } from 'vitest';
import { GiftCardOffer } from '../../../schemas/gift-card';
import { GIFT_CARD_FIELDS } from '../gift-card-answers';
import { itemIdOf, newVisitor } from '../visitor';

const GIFT = itemIdOf('gift-card');
const path = (query: Record<string, string>) => `/api/commerce/gift-card?${new URLSearchParams(query)}`;

describe('GET /api/commerce/gift-card', () => {
  it('answers the chosen denomination priced from the catalog, with the card and its recipient form', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(path({ itemId: GIFT, sku: 'SQ-GIFT-50' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const offer = GiftCardOffer.parse(answer.body);
    expect(offer).toMatchObject({
      itemId: GIFT, sku: 'SQ-GIFT-50', title: 'Gift Card', url: '/shop/p/gift-card', amountCents: 5000, currencyCode: 'USD',
      image: { assetUrl: '/images/gift-card.jpg', altText: 'Kiosk gift card illustration' },
    });
    expect(offer.form?.fields.map((field) => [field.id, field.type, field.required === true])).toEqual([
      [GIFT_CARD_FIELDS.recipientName, 'text', true],
      [GIFT_CARD_FIELDS.recipientEmail, 'email', true],
      [GIFT_CARD_FIELDS.senderName, 'text', true],
      [GIFT_CARD_FIELDS.message, 'textarea', false],
    ]);
    const hundred = GiftCardOffer.parse((await visitor.request(path({ itemId: GIFT, sku: 'SQ-GIFT-100' }))).body);
    expect(hundred.amountCents).toBe(10000);
  });

  it('answers 404 "This gift card is not available." for an unknown item, sku, or a product that is not a gift card', async () => {
    const visitor = await newVisitor();
    const unavailable = { status: 404, body: { error: 'This gift card is not available.' } };
    expect(await visitor.request(path({ itemId: 'ffffffffffffffffffffffff', sku: 'SQ-GIFT-50' }))).toMatchObject(unavailable);
    expect(await visitor.request(path({ itemId: GIFT, sku: 'SQ-GIFT-75' }))).toMatchObject(unavailable);
    // Three denominations: the page must name one.
    expect(await visitor.request(path({ itemId: GIFT }))).toMatchObject(unavailable);
    expect(await visitor.request(path({ itemId: itemIdOf('ceramic-mug') }))).toMatchObject(unavailable);
    expect(await visitor.request(path({ itemId: itemIdOf('classic-tee'), sku: 'SQ-TEE-BLK-M' }))).toMatchObject(unavailable);
  });

  it('answers 422 without itemId', async () => {
    const visitor = await newVisitor();
    expect(await visitor.request('/api/commerce/gift-card')).toMatchObject({ status: 422, body: { error: 'itemId is required.' } });
  });
});
