import { describe, expect, it } from 'vitest';
import { renderIndicator, type IndicatorElement } from '../../../islands/cart-pill/custom-cart';
import { cartEntry, shoppingCart } from '../stores/cart-fixture';

function fakeIndicator() {
  const classes = new Set<string>(['sqs-custom-cart']);
  const attributes: Record<string, string> = {};
  const quantity = { textContent: '0' as string | null };
  const subtotal = { textContent: '' as string | null };
  const element: IndicatorElement = {
    classList: { toggle: (name, on) => void (on ? classes.add(name) : classes.delete(name)) },
    setAttribute: (name, value) => void (attributes[name] = value),
    querySelectorAll: (selector) => (selector === '.sqs-cart-quantity' ? [quantity] : selector === '.sqs-cart-subtotal' ? [subtotal] : []),
  };
  return { element, classes, attributes, quantity, subtotal };
}

describe('custom cart indicator', () => {
  it('shows the count, the subtotal and the label, marked initialized once a cart arrived', () => {
    const indicator = fakeIndicator();
    renderIndicator(indicator.element, shoppingCart([cartEntry({ quantity: 2, subTotal: 5000 })]), 'en-US');
    expect(indicator.quantity.textContent).toBe('2');
    expect(indicator.subtotal.textContent).toBe('$50.00');
    expect(indicator.attributes['aria-label']).toBe('2 items in cart');
    expect([...indicator.classes]).toEqual(['sqs-custom-cart', 'cart-initialized']);
  });

  it('gets the empty marker at 0 and caps the count at 100+', () => {
    const indicator = fakeIndicator();
    renderIndicator(indicator.element, shoppingCart([]), 'en-US');
    expect(indicator.classes.has('cart-quantity-zero')).toBe(true);
    expect(indicator.attributes['aria-label']).toBe('Cart');
    renderIndicator(indicator.element, shoppingCart([cartEntry({ quantity: 101, subTotal: 252500 })]), 'en-US');
    expect(indicator.classes.has('cart-quantity-zero')).toBe(false);
    expect(indicator.quantity.textContent).toBe('100+');
    expect(indicator.subtotal.textContent).toBe('$2,525.00');
  });
});
