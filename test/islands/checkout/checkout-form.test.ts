import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CheckoutRequest, QuoteRequest } from '../../../schemas/checkout';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import {
  buildCheckoutRequest, buildQuoteRequest, EMPTY_VALUES, firstInvalidField, needsPostalCode, normalizeGiftCardCode, validateCheckout,
  type CheckoutValues,
} from '../../../islands/checkout/checkout-form';

const filled: CheckoutValues = {
  ...EMPTY_VALUES,
  email: ' ada@example.com ',
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '12 Main St',
  city: 'Durham',
  region: 'NC',
  postalCode: '27701',
  cardNumber: '4242 4242 4242 4242',
};
const SHIPS = { requiresShipping: true, payment: 'test' as const };

describe('validateCheckout', () => {
  it('passes a complete form', () => {
    expect(validateCheckout(filled, SHIPS)).toEqual({});
  });

  it("says what is missing with the contract's messages, in page order", () => {
    const errors = validateCheckout({ ...EMPTY_VALUES, email: 'ada@' }, SHIPS);
    expect(errors).toEqual({
      email: CHECKOUT_MESSAGES.emailInvalid,
      firstName: CHECKOUT_MESSAGES.firstNameRequired,
      lastName: CHECKOUT_MESSAGES.lastNameRequired,
      line1: CHECKOUT_MESSAGES.line1Required,
      city: CHECKOUT_MESSAGES.cityRequired,
      postalCode: CHECKOUT_MESSAGES.postalCodeRequired,
      cardNumber: CHECKOUT_MESSAGES.cardNumberRequired,
    });
    expect(Object.keys(errors)[0]).toBe('email');
    expect(firstInvalidField(errors)).toBe('email');
    expect(firstInvalidField({ cardNumber: 'x', city: 'y' })).toBe('city');
  });

  it('asks for no address when nothing ships, and no card when Stripe takes it', () => {
    expect(validateCheckout({ ...EMPTY_VALUES, email: 'a@b.co' }, { requiresShipping: false, payment: 'stripe' })).toEqual({});
  });

  it('treats blank-only names as missing, and needs no postal code where a country has none', () => {
    expect(validateCheckout({ ...filled, firstName: '   ' }, SHIPS)).toEqual({ firstName: CHECKOUT_MESSAGES.firstNameRequired });
    expect(needsPostalCode('IE')).toBe(false);
    expect(needsPostalCode('us')).toBe(true);
    expect(validateCheckout({ ...filled, country: 'HK', postalCode: '' }, SHIPS)).toEqual({});
  });

  it('checks the test card as the contract does: 12 to 23 digits and spaces', () => {
    expect(validateCheckout({ ...filled, cardNumber: '4242-4242' }, SHIPS)).toEqual({ cardNumber: CHECKOUT_MESSAGES.cardNumberRequired });
    expect(validateCheckout({ ...filled, cardNumber: '424242424242' }, SHIPS)).toEqual({});
  });
});

describe('requests', () => {
  const choices = { giftCardCodes: ['GC-1'], couponCode: 'SPRING', shippingOptionId: 'standard', subscriptionToken: 'sub-1' };

  it('a first quote carries only the choices; later ones the destination and a valid email', () => {
    expect(buildQuoteRequest({ giftCardCodes: [] })).toEqual({});
    const request = buildQuoteRequest(choices, filled, true);
    expect(request).toEqual({
      email: 'ada@example.com',
      shippingDestination: { country: 'US', region: 'NC', postalCode: '27701' },
      giftCardCodes: ['GC-1'],
      couponCode: 'SPRING',
      shippingOptionId: 'standard',
      subscriptionToken: 'sub-1',
    });
    expect(z.safeParse(QuoteRequest, request).success).toBe(true);
    expect(buildQuoteRequest({ giftCardCodes: [] }, { ...filled, email: 'nope' }, false)).toEqual({});
  });

  it('the order request is valid for the contract, with the address only when the order ships', () => {
    const payment = { provider: 'test' as const, cardNumber: '4242 4242 4242 4242' };
    const request = buildCheckoutRequest(filled, choices, payment, true);
    expect(z.safeParse(CheckoutRequest, request).success).toBe(true);
    expect(request).toMatchObject({
      email: 'ada@example.com',
      shippingAddress: { firstName: 'Ada', line1: '12 Main St', country: 'US', postalCode: '27701' },
      payment,
      subscriptionToken: 'sub-1',
    });
    expect(request.shippingAddress).not.toHaveProperty('line2', '');
    expect(buildCheckoutRequest(filled, { giftCardCodes: [] }, payment, false)).toEqual({ email: 'ada@example.com', payment });
  });

  it('compares gift-card codes as the server reads them', () => {
    expect(normalizeGiftCardCode(' abcd-efgh 12 ')).toBe('ABCDEFGH12');
  });
});
