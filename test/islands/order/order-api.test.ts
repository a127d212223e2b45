import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, OFFLINE_MESSAGE, RATE_LIMIT_MESSAGE } from '../../../schemas/messages';
import { fetchOrder, orderFailure } from '../../../islands/order/order-api';
import { orderAccessOf } from '../../../islands/order/order-query';
import { fakeTransport, json } from '../stores/fake-transport';
import { order } from './order-fixture';

const TOKEN = 'tttttttttttttttttttt';

describe('orderAccessOf', () => {
  it('reads ?order=&token=, and nothing from a link that cannot name an order', () => {
    expect(orderAccessOf(`?order=ord_1&token=${TOKEN}`)).toEqual({ orderId: 'ord_1', token: TOKEN });
    expect(orderAccessOf('?order=ord_1&token=short')).toBeUndefined();
    expect(orderAccessOf(`?token=${TOKEN}`)).toBeUndefined();
    expect(orderAccessOf('')).toBeUndefined();
  });
});

describe('fetchOrder', () => {
  it('GETs /api/commerce/orders/{orderId}?token= with no crumb', async () => {
    const fake = fakeTransport([json(order())]);
    const read = await fetchOrder(fake.transport, { orderId: 'ord 1', token: TOKEN });
    expect(read).toMatchObject({ ok: true, data: { orderNumber: 1001 } });
    expect(fake.sent[0]).toMatchObject({ method: 'GET', url: `/api/commerce/orders/ord%201?token=${TOKEN}` });
    expect(fake.sent[0]?.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('says "no order" for an unknown order or token, and offers a retry otherwise', async () => {
    const fake = fakeTransport([json({ error: 'No order' }, 404), new TypeError('Failed to fetch'), json({ error: 'slow' }, 429)]);
    const reads = [await fetchOrder(fake.transport, { orderId: 'x', token: TOKEN }), await fetchOrder(fake.transport, { orderId: 'x', token: TOKEN }), await fetchOrder(fake.transport, { orderId: 'x', token: TOKEN })];
    expect(reads.map((r) => (r.ok ? 'ok' : orderFailure(r.failure)))).toEqual([
      { notFound: true, message: CHECKOUT_MESSAGES.orderNotFound },
      { notFound: false, message: OFFLINE_MESSAGE },
      { notFound: false, message: RATE_LIMIT_MESSAGE },
    ]);
  });
});
