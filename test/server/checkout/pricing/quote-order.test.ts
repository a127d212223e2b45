import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../schemas/messages';
import { quoteOrder } from '../../../../server/checkout/pricing/quote-order';
import type { Quote, QuoteInput } from '../../../../server/checkout/pricing/quote-input';
import { CALIFORNIA, digital, FRANCE, giftCard, giftCardLine, NC, ONTARIO, physical, quoteInput } from './pricing-fixtures';

describe('quoteOrder', () => {
  it('prices a demo NC order end to end', () => {
    const quote = quoteOrder(quoteInput({
      lines: [physical(2800, { quantity: 2 }), digital(1500)],
      destination: NC,
      shippingOptionId: 'us-express',
      couponCode: 'WELCOME10',
      giftCards: [giftCard('GIFT-7KQ2', 1000)],
    }));
    // 71.00 − 7.10 = 63.90; Express band up to 150.00: 18.00; tax (63.90 + 18.00) × 4.75 % = 3.89025 → 3.89
    expect(quote).toMatchObject({
      subtotalCents: 7100,
      discountCents: 710,
      shippingCents: 1800,
      taxCents: 389,
      grandTotalCents: 6390 + 1800 + 389,
      giftCardCents: 1000,
      amountDueCents: 6390 + 1800 + 389 - 1000,
      requiresShipping: true,
      couponCode: 'WELCOME10',
      pricesIncludeTax: false,
      minimumOrderCents: null,
      blockers: [],
    });
  });

  it('refuses an empty cart', () => {
    const quote = quoteOrder(quoteInput({ lines: [], minimumOrderCents: 2000 }));
    expect(quote.blockers).toEqual([CHECKOUT_MESSAGES.emptyCart]);
    expect(quote.grandTotalCents).toBe(0);
    expect(quote.amountDueCents).toBe(0);
  });

  it('holds an order under the minimum, in the spec\'s words', () => {
    const under = quoteOrder(quoteInput({ lines: [physical(1999)], destination: NC, minimumOrderCents: 2000 }));
    expect(under.blockers).toEqual(['To check out, your order subtotal must be $20.00 or more.']);
    expect(under.minimumOrderCents).toBe(2000);
    expect(quoteOrder(quoteInput({ lines: [physical(2000)], destination: NC, minimumOrderCents: 2000 })).blockers).toEqual([]);
  });

  it('lists the minimum and shipping blockers together', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(1000)], minimumOrderCents: 2000 }));
    expect(quote.blockers).toEqual([
      'To check out, your order subtotal must be $20.00 or more.',
      CHECKOUT_MESSAGES.shippingAddressRequired,
    ]);
  });

  it('gives the same quote for the same input', () => {
    const input = quoteInput({ lines: [physical(4000)], destination: NC, couponCode: 'TAKE5' });
    expect(quoteOrder(input)).toEqual(quoteOrder(input));
  });
});

// Random-ish fixed cases: whatever the mix, the totals add up and nothing goes negative.
const cases: { name: string; input: Partial<QuoteInput> }[] = [
  { name: 'one cheap item, fixed coupon bigger than it', input: { lines: [physical(150)], destination: CALIFORNIA, couponCode: 'TAKE5' } },
  { name: 'gift card line only with gift card payment', input: { lines: [giftCardLine(5000)], giftCards: [giftCard('G-1234', 9000)] } },
  { name: 'three of an item by NC express, percentage coupon', input: { lines: [physical(12345, { quantity: 3 })], destination: NC, shippingOptionId: 'us-express', couponCode: 'welcome10' } },
  { name: 'free shipping to Canada', input: { lines: [physical(999), physical(1)], destination: ONTARIO, couponCode: 'FREESHIP' } },
  { name: 'heavy parcel abroad, cards of mixed validity', input: { lines: [physical(2500, { weight: 3.3, quantity: 4 })], destination: FRANCE, giftCards: [giftCard('EU-0001', 100, { currency: 'EUR' }), giftCard('OK-0002', 777)] } },
  { name: 'prints coupon on a mixed cart', input: { lines: [physical(3550, { categories: ['Prints'] }), giftCardLine(2500), digital(1999)], destination: NC, couponCode: 'PRINTS15', giftCards: [giftCard('BIG-0003', 1_000_000)] } },
  { name: 'no destination', input: { lines: [physical(4200)], giftCards: [giftCard('X-0004', 500)] } },
  { name: 'digital only, no address', input: { lines: [digital(1)], couponCode: 'TAKE5', giftCards: [giftCard('Y-0005', 1)] } },
  { name: 'unknown option, two cards', input: { lines: [physical(7501)], destination: NC, shippingOptionId: 'nope', giftCards: [giftCard('A-0006', 5000), giftCard('B-0007', 5000)] } },
  { name: 'empty cart with everything else', input: { lines: [], destination: NC, couponCode: 'WELCOME10', giftCards: [giftCard('Z-0008', 100)], minimumOrderCents: 500 } },
];

function amounts(quote: Quote): number[] {
  return [
    quote.subtotalCents, quote.discountCents, quote.shippingCents, quote.taxCents, quote.grandTotalCents, quote.giftCardCents,
    quote.amountDueCents,
    ...quote.taxLines.map((line) => line.amountCents),
    ...quote.shippingOptions.map((option) => option.amountCents),
    ...quote.giftCards.flatMap((card) => [card.appliedCents, card.remainingCents]),
  ];
}

describe.each(cases)('totals add up: $name', ({ input }) => {
  it('has grand total − gift cards = amount due ≥ 0, whole non-negative cents everywhere', () => {
    const quote = quoteOrder(quoteInput(input));
    expect(quote.grandTotalCents - quote.giftCardCents).toBe(quote.amountDueCents);
    expect(quote.amountDueCents).toBeGreaterThanOrEqual(0);
    expect(quote.grandTotalCents).toBe(quote.subtotalCents - quote.discountCents + quote.shippingCents + quote.taxCents);
    expect(quote.taxCents).toBe(quote.taxLines.reduce((sum, line) => sum + line.amountCents, 0));
    expect(quote.discountCents).toBeLessThanOrEqual(quote.subtotalCents);
    for (const amount of amounts(quote)) {
      expect(Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThanOrEqual(0);
    }
  });
});
