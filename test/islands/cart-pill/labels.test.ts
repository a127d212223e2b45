import { describe, expect, it } from 'vitest';
import { pillCount, pillLabel, pillVisible } from '../../../islands/cart-pill/labels';

describe('cart pill text (spec §4)', () => {
  it('labels each quantity', () => {
    expect(pillLabel(0)).toBe('Cart');
    expect(pillLabel(1)).toBe('One item in cart');
    expect(pillLabel(2)).toBe('2 items in cart');
    expect(pillLabel(100)).toBe('100 items in cart');
    expect(pillLabel(101)).toBe('More than 100 items in cart');
  });

  it('caps the count at 100+', () => {
    expect(pillCount(100)).toBe('100');
    expect(pillCount(101)).toBe('100+');
  });
});

describe('cart pill visibility (spec §4)', () => {
  it('shows above 0 only, and never on the cart page, with express checkout or a custom cart', () => {
    expect(pillVisible(0, {})).toBe(false);
    expect(pillVisible(1, {})).toBe(true);
    expect(pillVisible(1, { onCartPage: true })).toBe(false);
    expect(pillVisible(1, { expressCheckout: true })).toBe(false);
    expect(pillVisible(1, { customCart: true })).toBe(false);
  });
});
