import { describe, expect, it } from 'vitest';
import { cartTokenOf } from '../../../islands/subscription/subscription-summary';
import { subscriptionCartPriceText } from '../../../islands/subscription/subscription-price';

const cart = {
  cartToken: 't',
  itemId: 'coffee',
  sku: 'SQ-COFFEE-SUB',
  title: 'Fresh Roast Coffee Subscription',
  qty: 1,
  unitPriceCents: 1600,
  currencyCode: 'USD',
  billingPeriod: { value: 2, unit: 'WEEK' as const },
  numBillingCycles: 0,
  additionalFields: null,
  created: 0,
};

describe('subscriptionCartPriceText', () => {
  it('prints the price and the billing period as the product page does', () => {
    expect(subscriptionCartPriceText(cart, 'en-US')).toBe('$16.00 every 2 weeks');
  });

  it('adds the duration of a finite plan, in years when whole', () => {
    expect(subscriptionCartPriceText({ ...cart, unitPriceCents: 1000, billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 }, 'en-US')).toBe(
      '$10.00 every month for 1 year',
    );
  });

  it('formats the money for the page locale', () => {
    expect(subscriptionCartPriceText({ ...cart, currencyCode: 'EUR', unitPriceCents: 123456 }, 'de-DE')).toBe('1.234,56\u00a0€ every 2 weeks');
  });
});

describe('cartTokenOf', () => {
  it('reads the cartToken query parameter, none when empty or absent', () => {
    expect(cartTokenOf('?cartToken=abc%2B1')).toBe('abc+1');
    expect(cartTokenOf('?cartToken=')).toBeUndefined();
    expect(cartTokenOf('')).toBeUndefined();
  });
});
