import { describe, expect, it } from 'vitest';
import { ProductType } from '../../../engine/commerce';
import {
  expressCheckoutUrl, giftCardPageUrl, isExpressCheckoutOn, purchaseKind, subscriptionPageUrl,
} from '../../../islands/add-to-cart/purchase';

const PHYSICAL = ProductType.PHYSICAL;
const GIFT_CARD = ProductType.GIFT_CARD;

describe('purchaseKind', () => {
  it('sends a subscribable product to its subscription page, even with express checkout on', () => {
    expect(purchaseKind({ productType: PHYSICAL, isSubscription: true, expressCheckout: false })).toBe('subscription');
    expect(purchaseKind({ productType: PHYSICAL, isSubscription: true, expressCheckout: true })).toBe('subscription');
  });

  it('sends a gift card to the gift-card page, even with express checkout on', () => {
    expect(purchaseKind({ productType: GIFT_CARD, isSubscription: false, expressCheckout: false })).toBe('gift-card');
    expect(purchaseKind({ productType: GIFT_CARD, isSubscription: false, expressCheckout: true })).toBe('gift-card');
  });

  it('goes straight to checkout with express checkout, else into the cart', () => {
    for (const productType of [PHYSICAL, ProductType.DIGITAL, ProductType.SERVICE]) {
      expect(purchaseKind({ productType, isSubscription: false, expressCheckout: true })).toBe('express-checkout');
      expect(purchaseKind({ productType, isSubscription: false, expressCheckout: false })).toBe('cart');
    }
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

  it('names the gift card and its chosen denomination for the gift-card page, encoded', () => {
    expect(giftCardPageUrl('1c34a62e244dd23a3dab8413', 'SQ-GIFT-50')).toBe('/commerce/gift-card?itemId=1c34a62e244dd23a3dab8413&sku=SQ-GIFT-50');
    expect(giftCardPageUrl('card', 'A&B 1')).toBe('/commerce/gift-card?itemId=card&sku=A%26B+1');
    expect(giftCardPageUrl('card', null)).toBe('/commerce/gift-card?itemId=card');
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
