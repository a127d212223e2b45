import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../../islands/order/next-steps';
import { orderTotalRows } from '../../../islands/order/order-totals';
import { order, orderLine } from './order-fixture';

const texts = (steps: ReturnType<typeof nextSteps>) => steps.map((s) => (s.kind === 'link' ? `${s.text} <${s.href}>${s.note ? ` (${s.note})` : ''}` : s.text));

describe('nextSteps', () => {
  it('a parcel: an email when it ships; on the status page once shipped, its tracking', () => {
    expect(texts(nextSteps(order(), 'confirmation', 'en-US'))).toEqual(['We will email you when it ships.']);
    const shipped = order({ status: 'fulfilled', fulfillment: { trackingNumber: '1Z999', trackingUrl: 'https://track.test/1Z999', carrier: null, fulfilledAt: Date.UTC(2026, 2, 6, 12) } });
    expect(texts(nextSteps(shipped, 'status', 'en-US'))).toEqual(['Shipped on March 6, 2026.', 'Track your package <https://track.test/1Z999> (Tracking number: 1Z999)']);
    expect(texts(nextSteps(shipped, 'confirmation', 'en-US'))).toEqual(['We will email you when it ships.']);
    const noUrl = order({ status: 'fulfilled', fulfillment: { trackingNumber: '1Z9', trackingUrl: null, carrier: null, fulfilledAt: Date.UTC(2026, 2, 6, 12) } });
    expect(texts(nextSteps(noUrl, 'status', 'en-US'))).toEqual(['Shipped on March 6, 2026.', 'Tracking number: 1Z9']);
    const withCarrier = order({ status: 'fulfilled', fulfillment: { trackingNumber: '94001', trackingUrl: null, carrier: 'USPS', fulfilledAt: Date.UTC(2026, 2, 6, 12) } });
    expect(texts(nextSteps(withCarrier, 'status', 'en-US'))[0]).toBe('Shipped with USPS on March 6, 2026.');
  });

  it('downloads with their expiry and downloads left, gift cards with their recipient, services to schedule', () => {
    const o = order({
      lines: [
        orderLine({ id: 'd', title: 'Pattern PDF', productType: 'DIGITAL', download: { url: '/api/commerce/downloads/abc', expiresAt: Date.UTC(2026, 2, 5, 12), downloadsLeft: 5 } }),
        orderLine({ id: 'd2', title: 'Old PDF', productType: 'DIGITAL', download: null }),
        orderLine({ id: 'g', title: 'Gift Card', productType: 'GIFT_CARD', giftCardRecipient: 'grace@example.com' }),
        orderLine({ id: 's', title: 'Lesson', productType: 'SERVICE' }),
      ],
    });
    const steps = texts(nextSteps(o, 'confirmation', 'en-US'));
    expect(steps[0]).toMatch(/^Download Pattern PDF <\/api\/commerce\/downloads\/abc> \(Link works until Mar 5, 2026, .+, 5 downloads left\.\)$/);
    expect(steps.slice(1)).toEqual(['Old PDF: This download link is no longer available.', 'Gift card sent to grace@example.com.', 'We will be in touch to schedule.']);
  });
});

describe('orderTotalRows', () => {
  it('lists what the order recorded: discount with its coupon, each tax, gift cards, what was charged and refunded', () => {
    const o = order({ discountCents: 500, couponCode: 'SPRING', giftCardCents: 1000, grandTotalCents: 5338, amountChargedCents: 4338, refundedCents: 1000 });
    expect(orderTotalRows(o, 'en-US').map((r) => [r.label, r.value])).toEqual([
      ['Subtotal', '$50.00'],
      ['Discount (SPRING)', '-$5.00'],
      ['Shipping', '$6.00'],
      ['NC sales tax', '$2.38'],
      ['Gift cards', '-$10.00'],
      ['Total', '$53.38'],
      ['Charged', '$43.38'],
      ['Refunded', '-$10.00'],
    ]);
  });
});
