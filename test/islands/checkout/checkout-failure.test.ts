import { describe, expect, it } from 'vitest';
import {
  COOKIES_DISABLED_MESSAGE, CRUMB_FAIL_MESSAGE, OFFLINE_MESSAGE, RATE_LIMIT_MESSAGE, RETRY_MESSAGE,
} from '../../../schemas/messages';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { fieldOfPath, placeProblem, quoteFailureMessage } from '../../../islands/checkout/checkout-failure';
import type { ApiFailure } from '../../../islands/site-api/api-failure';

function refused(status: number, body: Record<string, unknown>, extra: Partial<ApiFailure> = {}): ApiFailure {
  const message = typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  return { status, kind: 'server', message, crumbFail: false, body, ...extra };
}

describe('placeProblem', () => {
  it('402: the decline, at the payment field', () => {
    expect(placeProblem(refused(402, { error: CHECKOUT_MESSAGES.cardDeclined }))).toEqual({ kind: 'payment', message: 'Your card was declined.' });
  });

  it('409 with items: the stock message and the lines short of stock', () => {
    const items = [{ itemId: 'tee', sku: 'M', title: 'Tee', requested: 3, available: 1 }];
    expect(placeProblem(refused(409, { error: CHECKOUT_MESSAGES.outOfStock, items }))).toEqual({ kind: 'stock', message: CHECKOUT_MESSAGES.outOfStock, items });
  });

  it('409 without items (a coupon or balance changed): review the order', () => {
    expect(placeProblem(refused(409, { error: CHECKOUT_MESSAGES.couponChanged }))).toEqual({ kind: 'changed', message: CHECKOUT_MESSAGES.couponChanged });
  });

  it("422 with the schema's issues: each at its field, the rest as one message", () => {
    const body = {
      error: CHECKOUT_MESSAGES.cityRequired,
      issues: [
        { path: 'shippingAddress.city', message: CHECKOUT_MESSAGES.cityRequired },
        { path: 'email', message: CHECKOUT_MESSAGES.emailInvalid },
        { path: 'payment.cardNumber', message: CHECKOUT_MESSAGES.cardNumberRequired },
        { path: 'somethingElse', message: 'Odd.' },
      ],
    };
    const problem = placeProblem(refused(422, body));
    expect(problem).toEqual({
      kind: 'fields',
      fieldErrors: { email: CHECKOUT_MESSAGES.emailInvalid, city: CHECKOUT_MESSAGES.cityRequired, cardNumber: CHECKOUT_MESSAGES.cardNumberRequired },
      message: 'Odd.',
    });
    expect(problem.kind === 'fields' && Object.keys(problem.fieldErrors)).toEqual(['email', 'city', 'cardNumber']);
  });

  it("422 with `errors` by field, or a rule's refusal with no field", () => {
    const byField = refused(422, { error: 'x' }, { fieldErrors: { 'shippingAddress.postalCode': CHECKOUT_MESSAGES.postalCodeRequired } });
    expect(placeProblem(byField)).toEqual({ kind: 'fields', fieldErrors: { postalCode: CHECKOUT_MESSAGES.postalCodeRequired }, message: undefined });
    expect(placeProblem(refused(422, { error: CHECKOUT_MESSAGES.noShipping }))).toEqual({ kind: 'message', message: CHECKOUT_MESSAGES.noShipping });
  });

  it('no answer, 429 or a server fault: the same attempt may be sent again', () => {
    expect(placeProblem({ status: 0, kind: 'network', message: 'Failed to fetch', crumbFail: false, body: undefined })).toEqual({ kind: 'retry', message: OFFLINE_MESSAGE });
    expect(placeProblem(refused(429, { error: 'slow down' }, { retryAfter: 5 }))).toEqual({ kind: 'retry', message: RATE_LIMIT_MESSAGE });
    expect(placeProblem(refused(500, { error: 'Something went wrong. Please try again.' }))).toEqual({ kind: 'retry', message: 'Something went wrong. Please try again.' });
    expect(placeProblem({ status: 201, kind: 'protocol', message: 'unexpected answer', crumbFail: false, body: {} })).toEqual({ kind: 'retry', message: RETRY_MESSAGE });
  });

  it('a crumb failure asks for a reload (or for cookies)', () => {
    const crumb = refused(403, { error: 'x', crumbFail: true }, { crumbFail: true });
    expect(placeProblem(crumb)).toEqual({ kind: 'message', message: CRUMB_FAIL_MESSAGE });
    expect(placeProblem(crumb, false)).toEqual({ kind: 'message', message: COOKIES_DISABLED_MESSAGE });
  });
});

describe('fieldOfPath', () => {
  it('maps request paths to the fields that show them', () => {
    expect(fieldOfPath('shippingDestination.postalCode')).toBe('postalCode');
    expect(fieldOfPath('shippingAddress')).toBeUndefined();
    expect(fieldOfPath('payment.paymentMethodId')).toBe('payment');
    expect(fieldOfPath('couponCode')).toBe('coupon');
    expect(fieldOfPath('giftCardCodes.2')).toBe('giftCard');
    expect(fieldOfPath('shippingOptionId')).toBe('shippingOption');
  });
});

describe('quoteFailureMessage', () => {
  it('an expired subscription cart (404) says to start again; otherwise as any refusal', () => {
    expect(quoteFailureMessage(refused(404, { error: 'gone' }))).toBe(CHECKOUT_MESSAGES.subscriptionNotFound);
    expect(quoteFailureMessage({ status: 0, kind: 'network', message: '', crumbFail: false, body: undefined })).toBe(OFFLINE_MESSAGE);
  });
});
