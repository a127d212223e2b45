import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { freshApi, Visitor } from '../visitor';
import { addItem, addTee, attemptKey, CARDS, checkout, NC_ADDRESS, quote } from './checkout-fixture';

const apis: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
});

async function visitor() {
  const api = freshApi();
  apis.push(api);
  return { api, visitor: await new Visitor(api).arrive() };
}

describe('POST /api/commerce/checkout', () => {
  it('places an order: 201 with the order, the cart purchased, the stock taken', async () => {
    const { visitor: v } = await visitor();
    await addTee(v, 2);
    const placed = await checkout(v, { shippingAddress: NC_ADDRESS });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(order.orderNumber).toBe(1001);
    expect(order.status).toBe('placed');
    expect(order.paymentStatus).toBe('captured');
    expect(order.testMode).toBe(true);
    // Two tees at $25.00, US standard shipping $6.00 (under $75), NC tax 4.75 % of goods and shipping.
    expect(order.subtotalCents).toBe(5000);
    expect(order.shippingCents).toBe(600);
    expect(order.taxCents).toBe(Math.round((5000 + 600) * 0.0475));
    expect(order.grandTotalCents).toBe(5000 + 600 + order.taxCents);
    expect(placed.body.confirmationUrl).toMatch(/^\/checkout\/order-confirmed\?order=[0-9a-f]+&token=/);

    const cart = await v.cart();
    expect(cart.body.entries).toEqual([]);
    const url = new URL(placed.body.confirmationUrl, 'http://x');
    const read = await v.request(`/api/commerce/orders/${url.searchParams.get('order')}?token=${url.searchParams.get('token')}`);
    expect(read.status).toBe(200);
    expect(read.body.lines[0]).toMatchObject({ sku: 'SQ-TEE-BLK-M', quantity: 2 });
    expect(read.body.analytics).toMatchObject({ id: order.id, grandTotal: { decimalValue: (order.grandTotalCents / 100).toFixed(2), currencyCode: 'USD' } });

    const stock = await v.request(`/api/commerce/inventory/stock?itemId=${order.lines[0].itemId}`);
    expect(JSON.stringify(stock.body)).toContain('"SQ-TEE-BLK-M"');
  });

  it('makes the announced free US shipping over $75 true', async () => {
    const { visitor: v } = await visitor();
    await addTee(v, 2); // 2 × $25.00: under $75
    const under = await quote(v, { shippingDestination: { country: 'US', region: 'NY', postalCode: '10001' } });
    expect(under.body.selectedShippingOption.amountCents).toBe(600);
    await addTee(v, 1); // $75.00
    const priced = await quote(v, { shippingDestination: { country: 'US', region: 'NY', postalCode: '10001' } });
    expect(priced.status).toBe(200);
    expect(priced.body.subtotalCents).toBe(7500);
    expect(priced.body.selectedShippingOption.amountCents).toBe(0);
    expect(priced.body.shoppingCart.shippingCostCents).toBe(0);
  });

  it('answers 402 for a declined card and records nothing', async () => {
    const { visitor: v } = await visitor();
    await addTee(v);
    const declined = await checkout(v, { shippingAddress: NC_ADDRESS, payment: { provider: 'test', cardNumber: CARDS.declined } });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    expect((await v.cart()).body.entries).toHaveLength(1);
    const retried = await checkout(v, { shippingAddress: NC_ADDRESS });
    expect(retried.status).toBe(201);
    expect(retried.body.order.orderNumber).toBe(1001);
  });

  it('requires an Idempotency-Key and replays the first answer for a repeat', async () => {
    const { visitor: v } = await visitor();
    await addTee(v);
    const missing = await checkout(v, { shippingAddress: NC_ADDRESS }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(CHECKOUT_MESSAGES.idempotencyKeyRequired);
    const key = attemptKey();
    const first = await checkout(v, { shippingAddress: NC_ADDRESS }, key);
    const again = await checkout(v, { shippingAddress: NC_ADDRESS }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('refuses an empty cart, a missing address and bad input with JSON 4xx', async () => {
    const { visitor: v } = await visitor();
    expect((await checkout(v, {})).body.error).toBe(CHECKOUT_MESSAGES.emptyCart);
    await addTee(v);
    const noAddress = await checkout(v, {});
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.error).toBe(CHECKOUT_MESSAGES.shippingAddressRequired);
    const badEmail = await checkout(v, { email: 'nope', shippingAddress: NC_ADDRESS });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.error).toBe(CHECKOUT_MESSAGES.emailInvalid);
    expect((await v.cart()).body.entries).toHaveLength(1);
  });

  it('sells a digital product with a download link and no shipping', async () => {
    const { visitor: v } = await visitor();
    await addItem(v, 'field-guide-ebook');
    const placed = await checkout(v, {});
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const line = placed.body.order.lines[0];
    expect(line.download).toMatchObject({ downloadsLeft: 5 });
    const file = await v.request(line.download.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(String(file.body).startsWith('%PDF')).toBe(true);
  });
});
