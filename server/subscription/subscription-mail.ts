// The emails a billed subscription causes: a receipt per paid cycle, a notice per failed charge, and the
// cancellation. Each is queued in the transaction of the change it tells of, its dedupe key naming the cycle
// and attempt, so a billing run repeated after a crash queues nothing twice.
import { dayText } from '../checkout/date-text';
import type { BilledSubscriptionRow } from '../db/billing';
import type { Executor } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { laterManageToken, manageUrl } from './manage-token';
import { planText } from './plan-text';

export interface SubscriptionMailDeps {
  storeName: string;
  /** the published site's origin, for links */
  baseUrl: string;
  locale: string;
  timeZone: string;
  money: (cents: number) => string;
}

type Subscription = Pick<BilledSubscriptionRow,
  'id' | 'title' | 'email' | 'amount_cents' | 'period_value' | 'period_unit' | 'cycles_total' | 'test_mode' | 'manage_token_hash'>;

export interface PaidCycle {
  cycle: number;
  paidAt: number;
  /** null after the last payment of a plan with a fixed number of them */
  nextBillingAt: number | null;
  /** the link's token; default the one later emails carry */
  manageToken?: string;
}

export type SubscriptionMail = ReturnType<typeof createSubscriptionMail>;

export function createSubscriptionMail(deps: SubscriptionMailDeps) {
  const day = (epochMs: number): string => dayText(epochMs, deps);
  const linkOf = (subscription: Subscription, token?: string): string =>
    manageUrl(deps.baseUrl, subscription.id, token ?? laterManageToken(subscription.manage_token_hash));

  async function receipt(q: Executor, subscription: Subscription, paid: PaidCycle): Promise<void> {
    await enqueueEmail(q, {
      template: 'subscription-receipt',
      to: subscription.email,
      dedupeKey: `subscription-receipt:${subscription.id}:${paid.cycle}`,
      data: {
        storeName: deps.storeName,
        title: subscription.title,
        planText: planText(subscription, deps.money),
        amount: deps.money(subscription.amount_cents),
        paidOn: day(paid.paidAt),
        ...(paid.nextBillingAt === null ? {} : { nextBillingDate: day(paid.nextBillingAt) }),
        manageUrl: linkOf(subscription, paid.manageToken),
        testMode: subscription.test_mode === 1,
      },
    }, paid.paidAt);
  }

  /** A failed attempt: tried again at `nextAttemptAt`, or (null) the retries are over and it is past due. */
  async function paymentFailed(q: Executor, subscription: Subscription, cycle: number, attempt: number, nextAttemptAt: number | null, now: number): Promise<void> {
    const common = {
      storeName: deps.storeName,
      title: subscription.title,
      amount: deps.money(subscription.amount_cents),
      manageUrl: linkOf(subscription),
    };
    await enqueueEmail(q, {
      template: 'subscription-payment-failed',
      to: subscription.email,
      dedupeKey: `subscription-payment-failed:${subscription.id}:${cycle}:${attempt}`,
      data: nextAttemptAt === null ? { ...common, pastDue: true } : { ...common, pastDue: false, nextAttemptDate: day(nextAttemptAt) },
    }, now);
  }

  async function cancelled(q: Executor, subscription: Subscription, now: number): Promise<void> {
    await enqueueEmail(q, {
      template: 'subscription-cancelled',
      to: subscription.email,
      dedupeKey: `subscription-cancelled:${subscription.id}`,
      data: { storeName: deps.storeName, title: subscription.title, cancelledOn: day(now), paymentFailed: false, storeUrl: deps.baseUrl },
    }, now);
  }

  return { receipt, paymentFailed, cancelled };
}
