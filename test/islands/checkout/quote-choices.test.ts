import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { appliedGiftCards, applyQuote, checkCode, giftCardAddable } from '../../../islands/checkout/quote-choices';
import { PICKUP, quote } from './quote-fixture';

describe('applyQuote', () => {
  it('keeps the choices the server accepted and takes its shipping option', () => {
    const sent = { giftCardCodes: ['GOOD-1'], couponCode: 'SPRING', shippingOptionId: 'pickup' };
    const q = quote({ selectedShippingOption: PICKUP, coupon: { code: 'SPRING', valid: true, discountCents: 500, freeShipping: false } });
    expect(applyQuote(q, sent)).toEqual({ choices: { giftCardCodes: ['GOOD-1'], couponCode: 'SPRING', shippingOptionId: 'pickup' }, errors: {} });
  });

  it("takes out a refused coupon and refused gift cards, with the server's reasons for their fields", () => {
    const q = quote({
      coupon: { code: 'OLD', valid: false, reason: CHECKOUT_MESSAGES.couponExpired, discountCents: 0, freeShipping: false },
      invalidGiftCards: [{ code: 'bad-1', reason: CHECKOUT_MESSAGES.unknownGiftCard }],
    });
    const outcome = applyQuote(q, { giftCardCodes: ['GOOD-1', 'BAD1'], couponCode: 'OLD' });
    expect(outcome.choices).toEqual({ giftCardCodes: ['GOOD-1'], couponCode: undefined, shippingOptionId: 'standard' });
    expect(outcome.errors).toEqual({ coupon: CHECKOUT_MESSAGES.couponExpired, giftCard: `bad-1: ${CHECKOUT_MESSAGES.unknownGiftCard}` });
  });

  it('a refused coupon without a reason is "not valid"; no option when none reaches the address', () => {
    const q = quote({ coupon: { code: 'X', valid: false, discountCents: 0, freeShipping: false }, selectedShippingOption: null });
    const outcome = applyQuote(q, { giftCardCodes: [], couponCode: 'X', shippingOptionId: 'standard' });
    expect(outcome.errors.coupon).toBe(CHECKOUT_MESSAGES.unknownCoupon);
    expect(outcome.choices.shippingOptionId).toBeUndefined();
  });
});

describe('gift cards', () => {
  it('pairs each applied card with the code typed for it (its Remove button)', () => {
    const q = quote({ giftCards: [{ maskedCode: '•••• AAAA', appliedCents: 2000, remainingCents: 0 }, { maskedCode: '•••• BBBB', appliedCents: 500, remainingCents: 1500 }] });
    expect(appliedGiftCards(q, ['x-aaaa', 'y-bbbb']).map((c) => [c.maskedCode, c.code])).toEqual([['•••• AAAA', 'x-aaaa'], ['•••• BBBB', 'y-bbbb']]);
  });

  it('takes at most five, and a code already applied is not sent again', () => {
    expect(giftCardAddable(['AB-CD'], 'abcd')).toEqual({ ok: true, duplicate: true });
    expect(giftCardAddable(['1', '2', '3', '4', '5'], '6')).toEqual({ ok: false, message: CHECKOUT_MESSAGES.tooManyGiftCards });
    expect(giftCardAddable([], 'NEW')).toEqual({ ok: true, duplicate: false });
  });

  it('an empty code asks for one', () => {
    expect(checkCode('  ', CHECKOUT_MESSAGES.couponInvalid)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.couponInvalid });
    expect(checkCode(' spring ', CHECKOUT_MESSAGES.couponInvalid)).toEqual({ ok: true, code: 'spring' });
  });
});
