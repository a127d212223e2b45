import { describe, expect, it } from 'vitest';
import { renderIndicator, type IndicatorElement } from '../../../islands/cart-pill/custom-cart';
import { cartEntry, shoppingCart } from '../stores/cart-fixture';

/** An indicator that is a link itself (`<a class="sqs-custom-cart">`), or one that holds its link (`inner`). */
function fakeIndicator(options: { inner?: boolean } = {}) {
  const classes = new Set<string>(['sqs-custom-cart']);
  const attributes: Record<string, string> = {};
  const linkAttributes: Record<string, string> = {};
  const quantity = { textContent: '0' as string | null };
  const subtotal = { textContent: '' as string | null };
  const link = { setAttribute: (name: string, value: string) => void (linkAttributes[name] = value) };
  const element: IndicatorElement = {
    classList: { toggle: (name, on) => void (on ? classes.add(name) : classes.delete(name)) },
    setAttribute: (name, value) => void (attributes[name] = value),
    matches: (selector) => selector === 'a, button' && !options.inner,
    querySelector: (selector) => (selector === 'a, button' && options.inner ? link : null),
    querySelectorAll: (selector) => (selector === '.sqs-cart-quantity' ? [quantity] : selector === '.sqs-cart-subtotal' ? [subtotal] : []),
  };
  return { element, classes, attributes, linkAttributes, quantity, subtotal };
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

  it('labels the link inside an indicator that keeps its count beside the link (the demo header)', () => {
    const indicator = fakeIndicator({ inner: true });
    renderIndicator(indicator.element, shoppingCart([cartEntry({ quantity: 1, subTotal: 1800 })]), 'en-US');
    expect(indicator.linkAttributes['aria-label']).toBe('One item in cart');
    expect(indicator.attributes['aria-label']).toBeUndefined();
    expect(indicator.quantity.textContent).toBe('1');
  });
});
