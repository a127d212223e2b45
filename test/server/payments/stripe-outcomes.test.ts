// How the SDK's errors and PaymentIntents become outcomes: Kiosk's words for the declines it has words for, whatever
// Stripe says for the others, and a retryable failure for anything that is not the card's fault.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { outcomeOfError, outcomeOfIntent, STRIPE_MESSAGES } from '../../../server/payments/stripe-outcomes';

const cardError = (raw: Record<string, string>) => new Stripe.errors.StripeCardError({ type: 'card_error', ...raw });

describe('outcomes of Stripe errors', () => {
  it('words card_declined and insufficient_funds as Kiosk does, whatever Stripe’s message', () => {
    expect(outcomeOfError(cardError({ code: 'card_declined', decline_code: 'generic_decline', message: 'Declined by the issuer.' }))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined,
    });
    expect(outcomeOfError(cardError({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'NSF.' }))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.insufficientFunds,
    });
    expect(outcomeOfError(cardError({ code: 'insufficient_funds', message: 'NSF.' }))).toMatchObject({ message: CHECKOUT_MESSAGES.insufficientFunds });
  });

  it('keeps Stripe’s message for the other card errors', () => {
    expect(outcomeOfError(cardError({ code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' }))).toEqual({
      ok: false, declined: true, message: 'Your card’s security code is incorrect.',
    });
    expect(outcomeOfError(cardError({ code: 'authentication_required', decline_code: 'authentication_required', message: 'x' }))).toMatchObject({
      message: STRIPE_MESSAGES.authenticationRequired,
    });
  });

  it('answers API, rate-limit and connection errors as retryable failures', () => {
    const errors = [
      new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'nope' }),
      new Stripe.errors.StripeRateLimitError({ type: 'invalid_request_error', code: 'rate_limit', message: 'slow down' }),
      new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message: 'No such PaymentMethod' }),
      new Stripe.errors.StripeAuthenticationError({ type: 'invalid_request_error', message: 'Invalid API Key provided.' }),
    ];
    for (const error of errors) {
      expect(outcomeOfError(error)).toEqual({
        ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed,
      });
    }
    expect(outcomeOfError(new Stripe.errors.StripeConnectionError({ message: 'ECONNRESET' }))).toMatchObject({ declined: false });
  });

  it('throws on an error that is not Stripe’s: a bug is not a decline', () => {
    expect(() => outcomeOfError(new TypeError('undefined is not a function'))).toThrow(TypeError);
  });
});

describe('outcomes of PaymentIntents', () => {
  const intent = (status: Stripe.PaymentIntent.Status) => ({ id: 'pi_1', status }) as Stripe.PaymentIntent;

  it('takes requires_capture and succeeded as paid, with the saved method when there is one', () => {
    expect(outcomeOfIntent(intent('requires_capture'), false)).toEqual({ ok: true, providerRef: 'pi_1', testMode: false });
    expect(outcomeOfIntent(intent('succeeded'), true, 'cus_1:pm_1')).toEqual({ ok: true, providerRef: 'pi_1', testMode: true, savedMethod: 'cus_1:pm_1' });
  });

  it('declines what still needs the customer, and fails what is still processing', () => {
    expect(outcomeOfIntent(intent('requires_action'), true)).toMatchObject({ ok: false, declined: true, message: STRIPE_MESSAGES.authenticationRequired });
    expect(outcomeOfIntent(intent('requires_payment_method'), true)).toMatchObject({ ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined });
    expect(outcomeOfIntent(intent('processing'), true)).toMatchObject({ ok: false, declined: false, providerRef: 'pi_1' });
  });
});
