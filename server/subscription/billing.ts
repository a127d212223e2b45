// Bills the subscriptions that are due: one charge of the saved payment method per subscription and run. Steps:
//   1. claim the cycle's attempt (a unique charge row): a second run, in this process or another, skips it;
//   2. record a pending payment row and link it to the claim, then charge the saved method (captured at once);
//   3. in ONE durable transaction: settle the payment and the claim, and either record the paid cycle, the
//      renewal order and the receipt, or the failed attempt, its retry date and the notice.
// A crash between 2 and 3 leaves a pending claim with its payment id: a run after STALE_CLAIM_MS charges it again
// with the same payment id, which the provider answers with its first outcome instead of charging twice.
import type { Kysely, Transaction } from 'kysely';
import { createBillingStore, type BilledSubscriptionRow, type SubscriptionChargeRow } from '../db/billing';
import type { DurableTransaction } from '../db/durable';
import { createPaymentStore } from '../db/payments';
import type { Tables } from '../db/schema';
import type { AuthorizeOutcome, PaymentProvider } from '../payments/provider';
import { randomHexId } from '../security/tokens';
import { addBillingPeriod } from './billing-period';
import { recordRenewalOrder } from './renewal-order';
import { nextRetryAt } from './retry-schedule';
import type { SubscriptionMail } from './subscription-mail';

/** A claim left pending this long belongs to a run that died: the next run finishes it. */
export const STALE_CLAIM_MS = 15 * 60_000;
/** Subscriptions one run takes at most; the next run takes the rest. */
export const DEFAULT_BILLING_LIMIT = 500;

export interface BillingDeps {
  db: Kysely<Tables>;
  durable: DurableTransaction;
  /** by name, as subscriptions record their provider */
  providers: ReadonlyMap<string, PaymentProvider>;
  mail: SubscriptionMail;
  storeName: string;
  timeZone: string;
  /** the run's time, epoch ms */
  now: number;
  log: (message: string, error?: unknown) => void;
  limit?: number;
}

export type BillingResult = 'charged' | 'failed' | 'past_due' | 'skipped' | 'error';

/** What happened to one subscription in a run. */
export interface BillingOutcome {
  subscriptionId: string;
  title: string;
  email: string;
  cycle: number;
  attempt: number;
  amountCents: number;
  currency: string;
  result: BillingResult;
  /** charged: the next charge (null when the plan completed); failed: the retry */
  nextAt: number | null;
  /** charged: the renewal order */
  orderNumber?: number;
  /** why it failed or was skipped */
  message?: string;
}

export interface BillingSummary {
  charged: number;
  /** declined, to be retried */
  failed: number;
  /** declined for the last time: now past due */
  pastDue: number;
  /** another run has it, or its charge's outcome is not known yet */
  skipped: number;
  /** unexpected failures (logged); the run went on with the others */
  errors: number;
  outcomes: BillingOutcome[];
}

/** Another run settled this charge first: this one's transaction is rolled back. */
class SettledElsewhere extends Error {}

/**
 * When cycle `cycle` falls: the first payment's date plus (cycle − 1) periods. Counting from that anchor, a late
 * or retried charge never moves later dates, and a plan started on the 31st bills on each month's last day.
 */
export function scheduledAt(subscription: Pick<BilledSubscriptionRow, 'created_at' | 'period_value' | 'period_unit'>, cycle: number, timeZone: string): number {
  return addBillingPeriod(subscription.created_at, { value: subscription.period_value * (cycle - 1), unit: subscription.period_unit }, timeZone);
}

export async function billDue(deps: BillingDeps): Promise<BillingSummary> {
  const { now } = deps;
  const billing = createBillingStore(deps.db);
  const payments = createPaymentStore(deps.db);
  const summary: BillingSummary = { charged: 0, failed: 0, pastDue: 0, skipped: 0, errors: 0, outcomes: [] };

  /** This run's charge of the cycle: a new claim, a stale one to finish, or undefined when another run has it. */
  async function claim(subscription: BilledSubscriptionRow, cycle: number, attempt: number): Promise<SubscriptionChargeRow | undefined> {
    const row: SubscriptionChargeRow = {
      id: randomHexId(), subscription_id: subscription.id, cycle, attempt, amount_cents: subscription.amount_cents,
      status: 'pending', payment_id: null, failure: null, created_at: now,
    };
    if (await billing.claimCharge(row)) return row;
    const earlier = (await billing.chargesOf(subscription.id)).find((charge) => charge.cycle === cycle && charge.attempt === attempt);
    return earlier?.status === 'pending' && now - earlier.created_at >= STALE_CLAIM_MS ? earlier : undefined;
  }

  async function charge(subscription: BilledSubscriptionRow, provider: PaymentProvider, claimed: SubscriptionChargeRow): Promise<{ paymentId: string; outcome: AuthorizeOutcome }> {
    let paymentId = claimed.payment_id;
    if (paymentId === null) {
      paymentId = randomHexId();
      await payments.insert({
        id: paymentId, checkout_key: `renewal-${subscription.id}-${claimed.cycle}-${claimed.attempt}`, order_id: null,
        subscription_id: subscription.id, provider: subscription.provider, provider_ref: null, status: 'pending',
        amount_cents: subscription.amount_cents, currency: subscription.currency, test_mode: provider.testMode ? 1 : 0, failure: null,
        created_at: now, updated_at: now,
      });
      await billing.settleCharge(claimed.id, 'pending', paymentId, null);
    }
    const outcome = await provider.chargeSaved({
      paymentId, amountCents: subscription.amount_cents, currency: subscription.currency, savedMethod: subscription.payment_method,
      description: `${deps.storeName} subscription: ${subscription.title}`,
    });
    return { paymentId, outcome };
  }

  /** Still billable at this cycle and attempt: not cancelled or completed meanwhile, not billed by another run. */
  const billable = (current: BilledSubscriptionRow | undefined, cycle: number, attempt: number): boolean =>
    current?.status === 'active' && current.cycles_billed === cycle - 1 && current.failed_attempts === attempt - 1;

  async function settlePaid(trx: Transaction<Tables>, claimed: SubscriptionChargeRow, paymentId: string | null, providerRef: string | undefined) {
    const store = createBillingStore(trx);
    const current = (await store.find(claimed.subscription_id))!;
    const order = await recordRenewalOrder(trx, current, claimed.cycle, now);
    if (paymentId !== null && !(await createPaymentStore(trx).transition(paymentId, ['pending'], 'captured', now, { provider_ref: providerRef ?? null, order_id: order.orderId }))) {
      throw new SettledElsewhere();
    }
    await store.settleCharge(claimed.id, 'paid', paymentId, null);
    let next: number | null = null;
    if (billable(current, claimed.cycle, claimed.attempt)) {
      const completed = current.cycles_total > 0 && claimed.cycle >= current.cycles_total;
      const scheduled = scheduledAt(current, claimed.cycle + 1, deps.timeZone);
      await store.recordPaidCycle(current.id, claimed.cycle, scheduled, completed, now);
      next = completed ? null : scheduled;
    } else {
      // Cancelled while the charge was on its way: the money was taken, so the order stands for the owner to refund.
      deps.log(`subscription ${current.id} was ${current.status} when its cycle ${claimed.cycle} was charged: order ${order.orderNumber} needs a look`);
    }
    await deps.mail.receipt(trx, current, { cycle: claimed.cycle, paidAt: now, nextBillingAt: next });
    return { orderNumber: order.orderNumber, next };
  }

  async function settleFailed(trx: Transaction<Tables>, claimed: SubscriptionChargeRow, paymentId: string | null, outcome: Exclude<AuthorizeOutcome, { ok: true }>) {
    if (paymentId !== null && !(await createPaymentStore(trx).transition(paymentId, ['pending'], 'failed', now, { failure: outcome.message, provider_ref: outcome.providerRef ?? null }))) {
      throw new SettledElsewhere();
    }
    const store = createBillingStore(trx);
    await store.settleCharge(claimed.id, 'failed', paymentId, outcome.message);
    const current = await store.find(claimed.subscription_id);
    if (!current || !billable(current, claimed.cycle, claimed.attempt)) return { retryAt: null, recorded: false };
    const retryAt = nextRetryAt(claimed.attempt, now, deps.timeZone);
    await store.recordFailedAttempt(current.id, claimed.attempt, retryAt, now);
    await deps.mail.paymentFailed(trx, current, claimed.cycle, claimed.attempt, retryAt, now);
    return { retryAt, recorded: true };
  }

  async function bill(subscription: BilledSubscriptionRow): Promise<BillingOutcome> {
    const cycle = subscription.cycles_billed + 1;
    const attempt = subscription.failed_attempts + 1;
    const base = {
      subscriptionId: subscription.id, title: subscription.title, email: subscription.email, cycle, attempt,
      amountCents: subscription.amount_cents, currency: subscription.currency, nextAt: null,
    };
    const provider = deps.providers.get(subscription.provider);
    const free = subscription.amount_cents <= 0;
    if (!provider && !free) {
      // Not the customer's failure: nothing is claimed, and the run that has the provider bills it.
      return { ...base, result: 'skipped', message: `the ${subscription.provider} payment provider is not configured here` };
    }
    const claimed = await claim(subscription, cycle, attempt);
    if (!claimed) return { ...base, result: 'skipped', message: 'another billing run has it' };
    // The list was read at the start of the run: a cancellation since then must stop the charge.
    if (!billable(await billing.find(subscription.id), cycle, attempt)) {
      await billing.settleCharge(claimed.id, 'cancelled', claimed.payment_id, 'no longer billable');
      if (claimed.payment_id !== null) await payments.transition(claimed.payment_id, ['pending'], 'cancelled', now);
      return { ...base, result: 'skipped', message: 'no longer active' };
    }

    let paymentId: string | null = null;
    let outcome: AuthorizeOutcome = { ok: true, providerRef: '', testMode: subscription.test_mode === 1 };
    if (!free) {
      try {
        ({ paymentId, outcome } = await charge(subscription, provider!, claimed));
      } catch (error) {
        // The outcome is unknown: the claim stays pending and a later run asks again with the same payment id.
        deps.log(`subscription ${subscription.id}: the charge of cycle ${cycle} did not answer; a later run retries it`, error);
        return { ...base, result: 'skipped', message: 'the payment provider did not answer; retried later' };
      }
    }
    try {
      const answered = outcome;
      if (answered.ok) {
        const paid = await deps.durable((trx) => settlePaid(trx, claimed, paymentId, answered.providerRef || undefined));
        return { ...base, result: 'charged', nextAt: paid.next, orderNumber: paid.orderNumber };
      }
      const failure = answered;
      const failed = await deps.durable((trx) => settleFailed(trx, claimed, paymentId, failure));
      if (!failed.recorded) return { ...base, result: 'skipped', message: failure.message };
      return { ...base, result: failed.retryAt === null ? 'past_due' : 'failed', nextAt: failed.retryAt, message: failure.message };
    } catch (error) {
      if (error instanceof SettledElsewhere) return { ...base, result: 'skipped', message: 'another billing run settled it' };
      throw error;
    }
  }

  for (const subscription of await billing.due(now, deps.limit ?? DEFAULT_BILLING_LIMIT)) {
    let outcome: BillingOutcome;
    try {
      outcome = await bill(subscription);
    } catch (error) {
      deps.log(`subscription ${subscription.id}: billing failed`, error);
      outcome = {
        subscriptionId: subscription.id, title: subscription.title, email: subscription.email, cycle: subscription.cycles_billed + 1,
        attempt: subscription.failed_attempts + 1, amountCents: subscription.amount_cents, currency: subscription.currency,
        result: 'error', nextAt: null, message: (error as Error).message,
      };
    }
    summary.outcomes.push(outcome);
    if (outcome.result === 'charged') summary.charged++;
    else if (outcome.result === 'failed') summary.failed++;
    else if (outcome.result === 'past_due') summary.pastDue++;
    else if (outcome.result === 'skipped') summary.skipped++;
    else summary.errors++;
  }
  return summary;
}
