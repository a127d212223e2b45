import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderConfirmation } from '../../../islands/order/order-confirmation';
import { OrderDetails, SubscriptionBlock } from '../../../islands/order/order-details';
import { OrderStatus } from '../../../islands/order/order-status';
import { renderIslands } from '../../../islands/ssr/render-islands';
import { order } from './order-fixture';

const subscription = { id: 'sub_1', status: 'active', planText: '$25.00 every month', nextBillingAt: Date.UTC(2026, 3, 4, 12), cyclesBilled: 1, cyclesTotal: 12 };

describe('order pages at build time', () => {
  it('are adopted from their templates with the heading and loading text as printed', () => {
    const html = renderIslands(
      '<div class="kiosk-order-confirmation" data-locale="en-US" data-shop-url="/shop"><h1 class="page-header__title">Your order</h1><p class="kiosk-order__status">Loading your order…</p></div>' +
        '<div class="kiosk-order-status" data-locale="en-US"><h1>Order status</h1><p class="kiosk-order__status">Loading…</p></div>',
      { findItem: () => undefined },
    );
    expect(html).toContain('data-island="OrderConfirmation"');
    expect(html).toContain('data-island="OrderStatus"');
    expect(html).toContain('"title":"Your order"');
    expect(html).toContain('"shopUrl":"/"');
    // One h1 each, the loading text inside the polite status region.
    expect(html).toContain('<h1 class="page-header__title kiosk-order__title" tabindex="-1">Your order</h1><div role="status" aria-live="polite" class="kiosk-order__live"><p class="kiosk-order__status">Loading your order…</p>');
    expect(html.match(/<h1/g)).toHaveLength(2);
  });

  it('render the loading state of both islands', () => {
    const props = { locale: 'en-US', title: 'Order status', loadingText: 'Loading…', shopUrl: '/shop' };
    expect(renderToStaticMarkup(<OrderStatus {...props} />)).toContain('aria-busy="true"');
    expect(renderToStaticMarkup(<OrderConfirmation {...props} />)).toContain('Loading…');
  });
});

describe('OrderDetails', () => {
  it('shows the lines, totals, address and delivery', () => {
    const html = renderToStaticMarkup(<OrderDetails order={order()} page="confirmation" locale="en-US" />);
    expect(html).toContain('We will email you when it ships.');
    expect(html).toContain('Size: M');
    expect(html).toContain('<dt>Total</dt><dd>$58.38</dd>');
    expect(html).toContain('<address class="kiosk-order-address">Ada Lovelace<br/>12 Main St<br/>Durham, NC, 27701<br/>United States</address>');
    expect(html).toContain('<strong>Standard</strong> · 3–5 business days');
  });

  it("a subscription: its plan and next billing date; on the status page its state", () => {
    const o = order({ subscription });
    const confirmation = renderToStaticMarkup(<SubscriptionBlock order={o} page="confirmation" locale="en-US" />);
    expect(confirmation).toContain('<dd>$25.00 every month</dd>');
    expect(confirmation).toContain('<dd>April 4, 2026</dd>');
    expect(confirmation).not.toContain('active');
    const status = renderToStaticMarkup(<SubscriptionBlock order={o} page="status" locale="en-US" />);
    expect(status).toContain('<dd class="kiosk-order-subscription__state">active</dd>');
    expect(status).toContain('1 of 12 payments made');
  });
});
