import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartPill } from '../../../islands/cart-pill/cart-pill';

describe('CartPill at build time', () => {
  it('prints the empty, hidden, not yet initialized pill linking to /cart', () => {
    const html = renderToStaticMarkup(<CartPill cartUrl="/cart" onCartPage={false} />);
    expect(html).toContain('class="sqs-pill-shopping-cart kiosk-cart-pill cart-quantity-zero"');
    expect(html).not.toContain('cart-initialized');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('href="/cart" aria-label="Cart" tabindex="-1"');
    expect(html).toContain('<span class="total-quantity" aria-hidden="true">0</span>');
  });
});
