import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartSummary } from '../../../islands/cart-page/cart-summary';
import { cartEntry, shoppingCart } from '../stores/cart-fixture';

const cart = shoppingCart([cartEntry({ quantity: 1, subTotal: 1800 })]);

describe('CartSummary', () => {
  it('shows the subtotal in the cart currency and links to checkout', () => {
    const html = renderToStaticMarkup(<CartSummary cart={cart} locale="en-US" checkoutUrl="/checkout" />);
    expect(html).toContain('<dt>Subtotal</dt><dd>$18.00</dd>');
    expect(html).toContain('<a class="kiosk-cart-checkout sqs-editable-button" href="/checkout">Checkout</a>');
    expect(html).not.toContain('kiosk-cart-summary__minimum');
  });

  it('below the minimum order: says so (spec §8) and offers no checkout link', () => {
    const html = renderToStaticMarkup(
      <CartSummary cart={cart} locale="en-US" checkoutUrl="/checkout" minimumOrder={{ cents: 2000, currency: 'USD' }} />,
    );
    expect(html).toContain('To check out, your order subtotal must be $20.00 or more.');
    expect(html).not.toContain('href="/checkout"');
    expect(html).toContain('aria-disabled="true"');
  });
});
