// Reads a verified Stripe event as a PaymentEvent: which PaymentIntent it is about and the payment state it reports.
import type Stripe from 'stripe';
import type { PaymentEvent, PaymentState } from './provider';
import { idOf } from './stripe-ids';

const INTENT_STATES: Readonly<Record<string, PaymentState>> = {
  // money is held: the authorization of a manual-capture intent
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.succeeded': 'captured',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
};

export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type, createdAt: event.created * 1000 };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return {
      ...base,
      // Kiosk knows a payment by its PaymentIntent; a charge made without one is not Kiosk's, its own id then.
      providerRef: idOf(charge.payment_intent) ?? charge.id,
      // `refunded` is Stripe's word that nothing captured is left, also when less than the authorization was captured.
      state: charge.refunded ? 'refunded' : 'partially_refunded',
      refundedCents: charge.amount_refunded,
    };
  }
  const object = event.data.object as { id?: unknown };
  const providerRef = typeof object.id === 'string' ? object.id : '';
  const state = INTENT_STATES[event.type];
  return state ? { ...base, providerRef, state } : { ...base, providerRef };
}
