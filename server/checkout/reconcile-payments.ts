// Settles what a crash left between a payment provider and the database: an authorization whose order was
// recorded is captured; one whose order never was is released; a payment that never heard back from its
// provider is marked failed. Runs when the API starts (and on demand); only payments idle longer than a
// checkout can take are touched, so instances still placing orders are left alone.
import type { Kysely } from 'kysely';
import type { PaymentProviderName } from '../../schemas/checkout';
import { createOrderStore } from '../db/orders';
import { createPaymentStore, type PaymentRow } from '../db/payments';
import type { Tables } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';

/** A checkout finishes in seconds; a payment idle this long belongs to a process that is gone. */
export const RECONCILE_AFTER_MS = 60_000;

export interface ReconcileDeps {
  db: Kysely<Tables>;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  now: () => number;
  log: (message: string, error?: unknown) => void;
}

export interface ReconcileResult {
  captured: number;
  released: number;
  failed: number;
  /** left for the next run: the provider refused or could not be reached */
  pending: number;
}

export async function reconcilePayments(deps: ReconcileDeps, idleMs = RECONCILE_AFTER_MS): Promise<ReconcileResult> {
  const payments = createPaymentStore(deps.db);
  const result: ReconcileResult = { captured: 0, released: 0, failed: 0, pending: 0 };
  // Renewals charge and capture in one provider call; billing settles its own rows.
  const stuck = (await payments.stuck(['pending', 'authorized'], deps.now() - idleMs)).filter((row) => row.subscription_id === null);
  for (const payment of stuck) {
    const provider = deps.providers.get(payment.provider as PaymentProviderName);
    try {
      await settle(deps, payment, provider, result);
    } catch (error) {
      result.pending += 1;
      deps.log(`payment ${payment.id} (${payment.provider} ${payment.provider_ref ?? 'no reference'}) is still ${payment.status}; the next run retries`, error);
    }
  }
  return result;
}

async function settle(deps: ReconcileDeps, payment: PaymentRow, provider: PaymentProvider | undefined, result: ReconcileResult): Promise<void> {
  const payments = createPaymentStore(deps.db);
  if (payment.status === 'pending' || !payment.provider_ref) {
    // The provider's answer was lost with the process. An authorization it may still hold lapses unused (manual
    // capture): no money is taken without an order.
    if (payment.provider_ref && provider) await provider.cancel(payment.provider_ref, payment.id);
    if (await payments.transition(payment.id, [payment.status], 'failed', deps.now(), { failure: 'The checkout stopped before the payment was confirmed.' })) result.failed += 1;
    return;
  }
  if (!provider) throw new Error(`the ${payment.provider} provider is not configured on this instance`);
  const order = payment.order_id ? await createOrderStore(deps.db).find(payment.order_id) : undefined;
  if (order) {
    await provider.capture(payment.provider_ref, payment.amount_cents, payment.id);
    await deps.db.transaction().execute(async (trx) => {
      if (await createPaymentStore(trx).transition(payment.id, ['authorized'], 'captured', deps.now())) {
        await createOrderStore(trx).setPaymentStatus(order.id, 'captured', deps.now());
      }
    });
    result.captured += 1;
    return;
  }
  await provider.cancel(payment.provider_ref, payment.id);
  if (await payments.transition(payment.id, ['authorized'], 'cancelled', deps.now())) result.released += 1;
}
