// Applies a payment provider's webhook events to Kiosk's payments and orders. Events may come twice or out of
// order: each is applied once (by its id), and a payment only ever moves forward (authorized → captured →
// refunded), so a late "authorized" never undoes a capture and a capture confirmed by both the checkout and the
// webhook is recorded once.
import type { Kysely } from 'kysely';
import type { PaymentProviderName } from '../../schemas/checkout';
import { createOrderStore } from '../db/orders';
import { createPaymentStore } from '../db/payments';
import type { Tables } from '../db/schema';
import type { PaymentEvent, PaymentState } from '../payments/provider';

/** The states a payment may be in for an event's state to apply. */
const MOVES_FROM: Readonly<Record<PaymentState, readonly string[]>> = {
  pending: [],
  authorized: ['pending'],
  captured: ['pending', 'authorized'],
  failed: ['pending'],
  cancelled: ['pending', 'authorized'],
  partially_refunded: ['captured', 'partially_refunded'],
  refunded: ['captured', 'partially_refunded'],
};

export type EventOutcome = 'applied' | 'replayed' | 'ignored';

export async function applyPaymentEvent(db: Kysely<Tables>, provider: PaymentProviderName, event: PaymentEvent, now: number): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const payments = createPaymentStore(trx);
    if (!(await payments.rememberEvent(event.eventId, provider, event.type, now))) return 'replayed';
    if (!event.state) return 'ignored';
    const payment = await payments.findByProviderRef(provider, event.providerRef);
    if (!payment) return 'ignored';
    const refunded = event.refundedCents === undefined ? {} : { refunded_cents: Math.max(payment.refunded_cents, event.refundedCents) };
    if (!(await payments.transition(payment.id, MOVES_FROM[event.state], event.state, now, refunded))) return 'ignored';
    if (payment.order_id) await createOrderStore(trx).setPaymentStatus(payment.order_id, event.state, now);
    return 'applied';
  });
}
