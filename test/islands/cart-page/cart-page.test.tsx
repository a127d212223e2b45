import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../../../islands/cart-page/cart-page';

describe('CartPage at build time', () => {
  it('prints the loading line and the empty state a visitor without a cart sees instead, not busy, with an empty alert region', () => {
    const html = renderToStaticMarkup(<CartPage locale="en-US" checkoutUrl="/checkout" continueShoppingUrl="/shop" forms={{}} />);
    // Not aria-busy: for a visitor without a cart this printed markup is the page (no React comes to clear it).
    expect(html).toBe(
      '<div class="kiosk-cart"><div class="kiosk-cart__alert" role="alert"></div>' +
        '<p class="kiosk-cart__loading">Loading your cart…</p>' +
        '<div class="kiosk-cart__none"><p class="kiosk-cart__none-title">Your cart is empty.</p>' +
        '<a class="kiosk-cart__continue sqs-editable-button" href="/shop">Continue shopping</a></div></div>',
    );
  });
});
