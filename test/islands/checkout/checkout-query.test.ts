import { describe, expect, it } from 'vitest';
import { expressCheckoutUrl } from '../../../islands/add-to-cart/purchase';
import { checkoutQueryOf, withoutExpressParams } from '../../../islands/checkout/checkout-query';
import { subscriptionCheckoutUrl } from '../../../islands/subscription/subscription-summary';

describe('checkoutQueryOf', () => {
  it('reads the express purchase exactly as the product page writes it', () => {
    const url = new URL(expressCheckoutUrl('tee', 'M-BLK', 3), 'https://shop.test');
    expect(url.pathname).toBe('/checkout');
    expect(checkoutQueryOf(url.search)).toEqual({ express: { itemId: 'tee', sku: 'M-BLK', quantity: 3 } });
    expect(checkoutQueryOf(new URL(expressCheckoutUrl('mug', null, 1), 'https://shop.test').search)).toEqual({
      express: { itemId: 'mug', sku: null, quantity: 1 },
    });
  });

  it('falls back to one for a quantity that is missing or out of range', () => {
    expect(checkoutQueryOf('?itemId=tee').express?.quantity).toBe(1);
    expect(checkoutQueryOf('?itemId=tee&quantity=0').express?.quantity).toBe(1);
    expect(checkoutQueryOf('?itemId=tee&quantity=2.5').express?.quantity).toBe(1);
    expect(checkoutQueryOf('?itemId=tee&quantity=10000').express?.quantity).toBe(1);
    expect(checkoutQueryOf('?itemId=tee&quantity=9999').express?.quantity).toBe(9999);
  });

  it('reads the subscription token the subscription page links with, and never an express item beside it', () => {
    const url = new URL(subscriptionCheckoutUrl('tok/en+1'), 'https://shop.test');
    expect(url.pathname).toBe('/checkout');
    expect(checkoutQueryOf(url.search)).toEqual({ subscriptionToken: 'tok/en+1' });
    expect(checkoutQueryOf('?subscription=abc&itemId=tee')).toEqual({ subscriptionToken: 'abc' });
  });

  it('asks for nothing on a plain visit', () => {
    expect(checkoutQueryOf('')).toEqual({});
    expect(checkoutQueryOf('?subscription=&itemId=')).toEqual({});
  });
});

describe('withoutExpressParams', () => {
  it('drops the express parameters and keeps the rest', () => {
    expect(withoutExpressParams('https://shop.test/checkout?itemId=tee&sku=M&quantity=2')).toBe('/checkout');
    expect(withoutExpressParams('https://shop.test/checkout?itemId=tee&utm_source=x#pay')).toBe('/checkout?utm_source=x#pay');
  });
});
