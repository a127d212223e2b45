// Turns what Stripe answers to a charge (a PaymentIntent, or the SDK's error) into Kiosk's AuthorizeOutcome, with
// the customer's message in Kiosk's words where Kiosk has them.
import Stripe from 'stripe';
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import type { AuthorizeOutcome } from './provider';

/** The Stripe provider's own wording where CHECKOUT_MESSAGES has none. */
export const STRIPE_MESSAGES = {
  // The server confirms the PaymentIntent itself and has no page to send the customer to for 3-D Secure.
  authenticationRequired: 'Your bank asks to verify this payment, which this store cannot do yet. Please use another card.',
} as const;

/** The answer to a PaymentIntent that was created and confirmed without an error. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent, testMode: boolean, savedMethod?: string): AuthorizeOutcome {
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { ok: true, providerRef: intent.id, testMode, ...(savedMethod ? { savedMethod } : {}) };
    case 'requires_action':
      return { ok: false, declined: true, message: STRIPE_MESSAGES.authenticationRequired, providerRef: intent.id };
    case 'processing':
      // Cards do not stay in processing; another method might, and Kiosk cannot wait for it at checkout.
      return { ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed, providerRef: intent.id };
    default:
      return { ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined, providerRef: intent.id };
  }
}

/**
 * The answer to an error of the SDK: a card error is a decline (nothing is held, the customer uses another card);
 * anything else Stripe or the network said is a failure the customer may retry. Errors that are not Stripe's are
 * bugs and are thrown on.
 */
export function outcomeOfError(error: unknown): AuthorizeOutcome {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const providerRef = error.payment_intent?.id;
  const ref = providerRef ? { providerRef } : {};
  if (error instanceof Stripe.errors.StripeCardError) return { ok: false, declined: true, message: cardErrorMessage(error), ...ref };
  return { ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed, ...ref };
}

function cardErrorMessage(error: Stripe.errors.StripeCardError): string {
  // Stripe reports an issuer's refusal as code card_declined with the reason in decline_code.
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return CHECKOUT_MESSAGES.insufficientFunds;
  if (error.code === 'authentication_required' || error.decline_code === 'authentication_required') {
    return STRIPE_MESSAGES.authenticationRequired;
  }
  if (error.code === 'card_declined') return CHECKOUT_MESSAGES.cardDeclined;
  // expired_card, incorrect_cvc, …: Stripe's own message names what to fix.
  return error.message || CHECKOUT_MESSAGES.cardDeclined;
}
