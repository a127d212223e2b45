import { describe, expect, it } from 'vitest';
import { SubscriptionCart, SubscriptionResponse } from '../../../schemas/subscription';
import { itemIdOf, newVisitor } from '../visitor';

const COFFEE = itemIdOf('coffee-subscription');
const MUG = itemIdOf('ceramic-mug');
const PATH = '/api/3/commerce/cart/subscription';

describe('POST /api/3/commerce/cart/subscription', () => {
  it('answers a cartToken for a subscribable physical product, readable back with its plan and catalog price', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(PATH, { method: 'POST', json: { itemId: COFFEE, sku: null, qty: 2, additionalFields: null, price: 1 } });
    expect(answer.status).toBe(200);
    const { cartToken } = SubscriptionResponse.parse(answer.body);
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = await visitor.request(`${PATH}/${cartToken}`);
    expect(SubscriptionCart.parse(stored.body)).toMatchObject({
      itemId: COFFEE, sku: 'SQ-COFFEE-SUB', qty: 2, unitPriceCents: 1600, currencyCode: 'USD',
      billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0,
    });
  });

  it('does not touch the visitor\'s cart', async () => {
    const visitor = await newVisitor();
    await visitor.request(PATH, { method: 'POST', json: { itemId: COFFEE, qty: 1 } });
    expect((await visitor.cart()).body.totalQuantity).toBe(0);
  });

  it('refuses products that are not subscribable', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(PATH, { method: 'POST', json: { itemId: MUG, qty: 1 } });
    expect(answer).toMatchObject({ status: 422, body: { error: 'This product is not available as a subscription.' } });
  });

  it('validates qty and the item', async () => {
    const visitor = await newVisitor();
    expect((await visitor.request(PATH, { method: 'POST', json: { itemId: COFFEE, qty: 1.2 } })).body.error).toBe('Quantity must be a whole number.');
    expect((await visitor.request(PATH, { method: 'POST', json: { itemId: 'f'.repeat(24), qty: 1 } })).status).toBe(404);
  });

  it('answers 404 for an unknown token', async () => {
    const visitor = await newVisitor();
    expect((await visitor.request(`${PATH}/nope`)).status).toBe(404);
  });
});
