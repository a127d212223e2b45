import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../../../islands/cart-page/cart-page';

describe('CartPage at build time', () => {
  it('prints the loading state, busy, with an empty alert region ready for messages', () => {
    const html = renderToStaticMarkup(<CartPage locale="en-US" checkoutUrl="/checkout" continueShoppingUrl="/shop" forms={{}} />);
    expect(html).toBe(
      '<div class="kiosk-cart" aria-busy="true"><div class="kiosk-cart__alert" role="alert"></div>' +
        '<p class="kiosk-cart__loading">Loading your cart…</p></div>',
    );
  });
});
