import { describe, expect, it } from 'vitest';
import { AttemptKey } from '../../../islands/checkout/attempt-key';
import { placeOrder, requestQuote } from '../../../islands/checkout/checkout-api';
import { fakeTransport, json } from '../stores/fake-transport';
import { quote } from './quote-fixture';

const ORDER_REQUEST = { email: 'ada@example.com', payment: { provider: 'test' as const, cardNumber: '4242424242424242' } };

describe('AttemptKey', () => {
  it('keeps one key for an attempt and makes a new one after reset', () => {
    let n = 0;
    const key = new AttemptKey(() => `k${++n}`);
    expect(key.current()).toBe('k1');
    expect(key.current()).toBe('k1');
    key.reset();
    expect(key.current()).toBe('k2');
  });
});

describe('checkout calls', () => {
  it('quote: POST /api/commerce/checkout/quote with the crumb and the choices', async () => {
    const fake = fakeTransport([json(quote())]);
    const result = await requestQuote(fake.transport, { couponCode: 'SPRING' });
    expect(result.ok).toBe(true);
    expect(fake.sent[0]).toMatchObject({ method: 'POST', url: '/api/commerce/checkout/quote', body: { couponCode: 'SPRING' } });
    expect(fake.sent[0]?.headers['X-CSRF-Token']).toBe('crumb-1');
  });

  it("place: the attempt's key on every send, including the client's resend after a dropped connection", async () => {
    const fake = fakeTransport([new TypeError('Failed to fetch'), json({ error: 'Your card was declined.' }, 402)]);
    const key = new AttemptKey(() => 'attempt-1');
    const first = await placeOrder(fake.transport, ORDER_REQUEST, key.current());
    expect(first).toMatchObject({ ok: false, failure: { status: 402, message: 'Your card was declined.' } });
    expect(fake.sent.map((s) => s.headers['Idempotency-Key'])).toEqual(['attempt-1', 'attempt-1']);
  });

  it('place: a retried submit of the same attempt sends the same key; a changed form a new one', async () => {
    const fake = fakeTransport([json({ error: 'Please try again in a few seconds.' }, 429), json({ error: 'x' }, 429), json({ error: 'x' }, 429)]);
    let n = 0;
    const key = new AttemptKey(() => `k${++n}`);
    await placeOrder(fake.transport, ORDER_REQUEST, key.current());
    await placeOrder(fake.transport, ORDER_REQUEST, key.current());
    key.reset();
    await placeOrder(fake.transport, ORDER_REQUEST, key.current());
    expect(fake.sent.map((s) => s.headers['Idempotency-Key'])).toEqual(['k1', 'k1', 'k2']);
    expect(fake.sent[0]).toMatchObject({ method: 'POST', url: '/api/commerce/checkout', body: ORDER_REQUEST });
  });
});
