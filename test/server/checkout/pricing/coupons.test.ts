import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, couponMinimumMessage } from '../../../../schemas/messages';
import { quoteOrder } from '../../../../server/checkout/pricing/quote-order';
import { digital, giftCardLine, NC, NOW, physical, quoteInput, settings } from './pricing-fixtures';

// Demo coupons: WELCOME10 (10 %, min $30), FREESHIP, TAKE5 ($5, limit 100, 1 per customer), PRINTS15 (15 % on Prints).
const print = (unitCents: number, quantity = 1) => physical(unitCents, { categories: ['Prints'], quantity });
const mug = (unitCents: number) => physical(unitCents, { categories: ['Home'] });

function couponQuote(couponCode: string, lines = [physical(5000)], extra = {}) {
  return quoteOrder(quoteInput({ lines, destination: NC, couponCode, ...extra }));
}

describe('percentage coupons', () => {
  it('takes 10 % off, whatever case the code is typed in', () => {
    const quote = couponQuote(' welcome10 ');
    expect(quote.coupon).toEqual({ code: 'WELCOME10', valid: true, discountCents: 500, freeShipping: false });
    expect(quote.couponCode).toBe('WELCOME10');
    expect(quote.discountCents).toBe(500);
  });

  it('rounds the discount half up to the cent', () => {
    // 15 % of 35.50 is 5.325 → 5.33
    expect(couponQuote('PRINTS15', [print(3550)]).discountCents).toBe(533);
    // 10 % of 30.05 is 3.005 → 3.01
    expect(couponQuote('WELCOME10', [physical(3005)]).discountCents).toBe(301);
  });

  it('discounts only the lines in its scope', () => {
    const quote = couponQuote('PRINTS15', [print(4000, 2), mug(2800)]);
    expect(quote.discountCents).toBe(1200);
    expect(quote.subtotalCents).toBe(10800);
  });

  it('matches a scope by item id or url slug', () => {
    const scoped = settings({ coupons: [{ code: 'GUIDE', type: 'percentage', percent: 50, scope: { itemIds: ['field-guide-ebook'] } }] });
    const bySlug = physical(2000, { urlSlug: 'field-guide-ebook' });
    const byId = physical(1000, { itemId: 'field-guide-ebook' });
    const quote = quoteOrder(quoteInput({ settings: scoped, lines: [bySlug, byId, mug(3000)], destination: NC, couponCode: 'guide' }));
    expect(quote.discountCents).toBe(1500);
  });
});

describe('fixed and free-shipping coupons', () => {
  it('takes a fixed amount off', () => {
    expect(couponQuote('TAKE5', [physical(2000)]).discountCents).toBe(500);
  });

  it('never takes off more than the lines it covers', () => {
    const quote = couponQuote('TAKE5', [physical(300)], { shippingOptionId: 'us-standard' });
    expect(quote.discountCents).toBe(300);
    expect(quote.grandTotalCents).toBe(600 + 29); // shipping 6.00 and its tax 0.285 → 0.29
  });

  it('makes delivery free without a discount', () => {
    const quote = couponQuote('FREESHIP', [physical(2000)], { shippingOptionId: 'us-express' });
    expect(quote.coupon).toMatchObject({ valid: true, freeShipping: true, discountCents: 0 });
    expect(quote.shippingCents).toBe(0);
  });
});

describe('gift-card lines and coupons', () => {
  it('never discounts gift-card lines', () => {
    expect(couponQuote('WELCOME10', [giftCardLine(5000), physical(4000)]).discountCents).toBe(400);
  });

  it('does not count gift-card lines toward the minimum subtotal', () => {
    const quote = couponQuote('WELCOME10', [giftCardLine(5000), physical(2000)]);
    expect(quote.coupon).toMatchObject({ valid: false, reason: couponMinimumMessage('$30.00') });
  });

  it('does not apply to a cart of gift cards only', () => {
    expect(couponQuote('TAKE5', [giftCardLine(5000)]).coupon?.reason).toBe(CHECKOUT_MESSAGES.couponNotApplicable);
  });
});

describe('refused coupons', () => {
  const dated = settings({
    coupons: [
      { code: 'SOON', type: 'percentage', percent: 20, startsAt: '2025-06-02T00:00:00Z' },
      { code: 'GONE', type: 'percentage', percent: 20, endsAt: '2025-05-31T23:59:59Z' },
      { code: 'NOW', type: 'percentage', percent: 20, startsAt: '2025-06-01T00:00:00Z', endsAt: '2025-06-30T00:00:00Z' },
    ],
  });

  // A digital line needs no shipping zone, so the dated settings below give no blocker of their own.
  const refusal = (couponCode: string, extra = {}, lines = [digital(5000)]) => {
    const quote = quoteOrder(quoteInput({ lines, destination: NC, couponCode, ...extra }));
    expect(quote.coupon?.valid).toBe(false);
    expect(quote.couponCode).toBeNull();
    expect(quote.discountCents).toBe(0);
    // The order can go ahead without the coupon.
    expect(quote.blockers).toEqual([]);
    return quote.coupon?.reason;
  };

  it('refuses an unknown code, keeping the code as typed', () => {
    const quote = couponQuote('NOPE');
    expect(quote.coupon).toEqual({ code: 'NOPE', valid: false, reason: CHECKOUT_MESSAGES.unknownCoupon, discountCents: 0, freeShipping: false });
    expect(refusal('NOPE')).toBe(CHECKOUT_MESSAGES.unknownCoupon);
  });

  it('refuses a coupon before it starts and after it ends', () => {
    expect(refusal('SOON', { settings: dated })).toBe(CHECKOUT_MESSAGES.couponNotStarted);
    expect(refusal('GONE', { settings: dated })).toBe(CHECKOUT_MESSAGES.couponExpired);
    expect(couponQuote('NOW', undefined, { settings: dated }).discountCents).toBe(1000);
    expect(couponQuote('SOON', undefined, { settings: dated, now: Date.parse('2025-06-02T00:00:00Z') }).discountCents).toBe(1000);
    expect(NOW).toBeLessThan(Date.parse('2025-06-02T00:00:00Z'));
  });

  it('refuses a coupon that is used up, or already used by this customer', () => {
    expect(refusal('TAKE5', { couponUse: { uses: 100, customerUses: 0 } })).toBe(CHECKOUT_MESSAGES.couponUsedUp);
    expect(refusal('TAKE5', { couponUse: { uses: 12, customerUses: 1 } })).toBe(CHECKOUT_MESSAGES.couponCustomerLimit);
    expect(couponQuote('TAKE5', undefined, { couponUse: { uses: 99, customerUses: 0 } }).discountCents).toBe(500);
  });

  it('refuses an order under the minimum subtotal, naming it', () => {
    expect(refusal('WELCOME10', {}, [physical(2999)])).toBe('This coupon needs an order subtotal of $30.00 or more.');
    expect(couponQuote('WELCOME10', [physical(3000)]).discountCents).toBe(300);
  });

  it('refuses a scoped coupon when no line is in its scope', () => {
    expect(refusal('PRINTS15', {}, [mug(5000)])).toBe(CHECKOUT_MESSAGES.couponNotApplicable);
  });

  it('reports no coupon when the code is blank', () => {
    expect(couponQuote('   ').coupon).toBeNull();
    expect(quoteOrder(quoteInput({ lines: [physical(100)] })).coupon).toBeNull();
  });
});
