import { describe, expect, it } from 'vitest';
import { cartQuantity, cartSubtotal, cartUrl } from '../../../../../engine/plugins/commerce/formatters/cart';
import { FakeContext } from '../../fake-context';

const apply = (spec: typeof cartUrl, value: unknown) => spec.apply(value, [], new FakeContext(value), [value]);

describe('cart formatters', () => {
  it('cart-quantity sums the entries\' quantities', () => {
    expect(apply(cartQuantity, { entries: [{ quantity: 2 }, { quantity: '3' }, { quantity: '1x' }, {}, null] }))
      .toBe('<span class="sqs-cart-quantity">6</span>');
    // As in Squarespace's engine, a quantity that reads as no number makes the sum NaN.
    expect(apply(cartQuantity, { entries: [{ quantity: 2 }, { quantity: 'x' }] })).toBe('<span class="sqs-cart-quantity">NaN</span>');
    expect(apply(cartQuantity, {})).toBe('<span class="sqs-cart-quantity">0</span>');
  });
  it('cart-subtotal says it is deprecated (spec §8)', () => {
    expect(apply(cartSubtotal, { subtotalCents: 12345 })).toBe('deprecated, do not use');
  });
  it('cart-url is the cart page', () => {
    expect(apply(cartUrl, {})).toBe('/cart');
  });
});
