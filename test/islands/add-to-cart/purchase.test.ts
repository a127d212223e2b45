import { describe, expect, it } from 'vitest';
import { expressCheckoutUrl, isExpressCheckoutOn, purchaseKind, subscriptionPageUrl } from '../../../islands/add-to-cart/purchase';

describe('purchaseKind', () => {
  it('sends a subscribable product to its subscription page, even with express checkout on', () => {
    expect(purchaseKind({ isSubscription: true, expressCheckout: false })).toBe('subscription');
    expect(purchaseKind({ isSubscription: true, expressCheckout: true })).toBe('subscription');
  });

  it('goes straight to checkout with express checkout, else into the cart', () => {
    expect(purchaseKind({ isSubscription: false, expressCheckout: true })).toBe('express-checkout');
    expect(purchaseKind({ isSubscription: false, expressCheckout: false })).toBe('cart');
  });
});

describe('purchase URLs', () => {
  it('names the item, its variant and the quantity for express checkout', () => {
    expect(expressCheckoutUrl('3ef2', 'SQ-TEE-BLK-M', 2)).toBe('/checkout?itemId=3ef2&sku=SQ-TEE-BLK-M&quantity=2');
    expect(expressCheckoutUrl('mug', null, 1)).toBe('/checkout?itemId=mug&quantity=1');
  });

  it('carries the subscription cart token, encoded', () => {
    expect(subscriptionPageUrl('a+b/c')).toBe('/commerce/subscription?cartToken=a%2Bb%2Fc');
  });
});

describe('isExpressCheckoutOn', () => {
  it('is off unless the store turns it on (true or "true")', () => {
    expect(isExpressCheckoutOn(undefined)).toBe(false);
    expect(isExpressCheckoutOn({})).toBe(false);
    expect(isExpressCheckoutOn({ expressCheckout: false })).toBe(false);
    expect(isExpressCheckoutOn({ expressCheckout: 'yes' })).toBe(false);
    expect(isExpressCheckoutOn({ expressCheckout: true })).toBe(true);
    expect(isExpressCheckoutOn({ expressCheckout: 'true' })).toBe(true);
  });
});
