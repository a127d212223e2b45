import { describe, expect, it } from 'vitest';
import { GIFT_CARD_ANSWERS } from '../gift-card-answers';
import { freshApi, itemIdOf, Visitor } from '../visitor';

const GIFT = itemIdOf('gift-card');

describe('rate limit', () => {
  it('answers 429 with Retry-After after 20 cart changes in 10 s, then lets the visitor in again', async () => {
    let clock = 1_000_000;
    const visitor = await new Visitor(freshApi({ now: () => clock })).arrive();
    for (let i = 0; i < 20; i++) {
      expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
    }
    clock += 4_000;
    const limited = await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS });
    expect(limited).toMatchObject({ status: 429, body: { error: 'Please try again in a few seconds.' } });
    expect(limited.headers.get('retry-after')).toBe('6');
    clock += 6_000;
    expect((await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
    expect((await visitor.cart()).body.totalQuantity).toBe(21);
  });

  it('counts quantity changes with adds, per visitor', async () => {
    const app = freshApi({ rateLimit: { limit: 2, windowMs: 10_000 } });
    const visitor = await new Visitor(app).arrive();
    const id = (await visitor.add({ itemId: GIFT, sku: 'SQ-GIFT-50', additionalFields: GIFT_CARD_ANSWERS })).body.newlyAdded.id;
    expect((await visitor.setQuantity(id, { quantity: 2 })).status).toBe(200);
    expect((await visitor.setQuantity(id, { quantity: 3 })).status).toBe(429);
    const neighbour = await new Visitor(app).arrive();
    expect((await neighbour.add({ itemId: GIFT, sku: 'SQ-GIFT-50', additionalFields: GIFT_CARD_ANSWERS })).status).toBe(200);
  });

  it('does not limit reading the cart', async () => {
    const visitor = await new Visitor(freshApi({ rateLimit: { limit: 1, windowMs: 10_000 } })).arrive();
    for (let i = 0; i < 5; i++) expect((await visitor.cart()).status).toBe(200);
  });
});
