// Billing after the first payment, on a fake clock: renewals become orders and receipts on schedule, a run is
// safe to repeat and to race, declines are retried 1, 3 and 7 days later before the subscription is past due,
// a fixed-length plan completes, and a cancelled subscription is never charged.
import { describe, expect, it } from 'vitest';
import { createBillingStore } from '../../../server/db/billing';
import { createPaymentStore } from '../../../server/db/payments';
import { STALE_CLAIM_MS } from '../../../server/subscription/billing';
import { NC_ADDRESS } from '../checkout/checkout-fixture';
import {
  contentWithCycles, DAY, linkOf, ordersOf, outbox, RENEWAL_DECLINED, START, subscribe, subscriptionRow, useStores, type Store,
} from './subscription-fixture';

const store = useStores();

const paymentsOf = (s: Store, subscriptionId: string) =>
  s.database.db.selectFrom('payments').selectAll().where('subscription_id', '=', subscriptionId).orderBy('created_at').execute();

describe('billDue', () => {
  it('bills a due subscription: a renewal order to ship, a receipt, the next date two weeks after the scheduled one', async () => {
    const s = await store();
    const { order, subscription } = await subscribe(s);
    expect(subscription).toMatchObject({ status: 'active', cycles_billed: 1, next_billing_at: START + 14 * DAY });
    const [first] = await outbox(s, 'subscription-receipt');
    expect(first.data).toMatchObject({ title: 'Fresh Roast Coffee Subscription', nextBillingDate: 'January 19, 2026', testMode: true });
    expect(linkOf(first.data.manageUrl).id).toBe(subscription.id);

    expect((await s.admin.bill(START + 13 * DAY)).charged).toBe(0);
    // A day late: the next date still counts from the schedule, not from the run.
    const run = await s.admin.bill(START + 15 * DAY);
    expect(run).toMatchObject({ charged: 1, failed: 0, pastDue: 0, skipped: 0, errors: 0 });
    expect(run.outcomes[0]).toMatchObject({ subscriptionId: subscription.id, cycle: 2, result: 'charged', nextAt: START + 28 * DAY, orderNumber: order.orderNumber + 1 });

    const after = await subscriptionRow(s, subscription.id);
    expect(after).toMatchObject({ status: 'active', cycles_billed: 2, failed_attempts: 0, next_billing_at: START + 28 * DAY });

    const orders = await ordersOf(s, 'ada@example.com');
    expect(orders).toHaveLength(2);
    const renewal = orders[1];
    expect(renewal).toMatchObject({
      status: 'placed', payment_status: 'captured', grand_total_cents: subscription.amount_cents, amount_due_cents: subscription.amount_cents,
      checkout_key: `renewal-${subscription.id}-2`, shipping_option: orders[0].shipping_option, created_at: START + 15 * DAY,
    });
    expect(JSON.parse(renewal.shipping_address!)).toMatchObject({ line1: NC_ADDRESS.line1, postalCode: NC_ADDRESS.postalCode });
    const lines = await s.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', renewal.id).execute();
    expect(lines).toMatchObject([{ sku: 'SQ-COFFEE-SUB', product_type: 'PHYSICAL', quantity: 1, unit_price_cents: 1600 }]);

    const payments = await paymentsOf(s, subscription.id);
    expect(payments).toMatchObject([{ status: 'captured', order_id: renewal.id, amount_cents: subscription.amount_cents, checkout_key: `renewal-${subscription.id}-2-1` }]);
    expect(payments[0].provider_ref).toMatch(/^test_pi_/);

    const receipts = await outbox(s, 'subscription-receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]).toMatchObject({ to: 'ada@example.com', key: `subscription-receipt:${subscription.id}:2` });
    expect(receipts[1].data).toMatchObject({ paidOn: 'January 20, 2026', nextBillingDate: 'February 2, 2026', amount: expect.stringMatching(/^\$\d+\.\d\d$/) });
    expect(receipts[1].data.planText).toContain('every 2 weeks');
    // The later link differs from the first one and opens the same subscription.
    expect(linkOf(receipts[1].data.manageUrl)).toMatchObject({ id: subscription.id });
    expect(linkOf(receipts[1].data.manageUrl).token).not.toBe(linkOf(receipts[0].data.manageUrl).token);
  });

  it('charges once when the same run is repeated or two runs race', async () => {
    const s = await store();
    const { subscription } = await subscribe(s);
    const at = START + 14 * DAY;
    const [one, two] = await Promise.all([s.admin.bill(at), s.admin.bill(at)]);
    expect(one.charged + two.charged).toBe(1);
    expect((await s.admin.bill(at)).charged).toBe(0);
    expect(await paymentsOf(s, subscription.id)).toHaveLength(1);
    expect(await ordersOf(s, 'ada@example.com')).toHaveLength(2);
    expect(await outbox(s, 'subscription-receipt')).toHaveLength(2);
    expect((await subscriptionRow(s, subscription.id)).cycles_billed).toBe(2);
  });

  it('finishes the charge a crashed run claimed, once the claim is stale', async () => {
    const s = await store();
    const { subscription } = await subscribe(s);
    const at = START + 14 * DAY;
    await createBillingStore(s.database.db).claimCharge({
      id: 'crashed-claim', subscription_id: subscription.id, cycle: 2, attempt: 1, amount_cents: subscription.amount_cents,
      status: 'pending', payment_id: null, failure: null, created_at: at,
    });
    expect(await s.admin.bill(at + 60_000)).toMatchObject({ charged: 0, skipped: 1 });
    expect(await s.admin.bill(at + STALE_CLAIM_MS)).toMatchObject({ charged: 1, skipped: 0 });
    expect((await createBillingStore(s.database.db).chargesOf(subscription.id))).toMatchObject([{ id: 'crashed-claim', status: 'paid' }]);
  });

  it('retries a declined renewal 1, 3 and 7 days later, then makes it past due and says so', async () => {
    const s = await store();
    const { subscription } = await subscribe(s, RENEWAL_DECLINED, 'grace@example.com');
    let at = START + 14 * DAY;
    const waits = [1, 3, 7];
    for (const [index, days] of waits.entries()) {
      const run = await s.admin.bill(at);
      expect(run).toMatchObject({ charged: 0, failed: 1, pastDue: 0 });
      expect(run.outcomes[0]).toMatchObject({ cycle: 2, attempt: index + 1, result: 'failed', nextAt: at + days * DAY });
      expect(await subscriptionRow(s, subscription.id)).toMatchObject({ status: 'active', failed_attempts: index + 1, next_billing_at: at + days * DAY });
      expect((await s.admin.bill(at + days * DAY - 1)).outcomes).toEqual([]);
      at += days * DAY;
    }
    const last = await s.admin.bill(at);
    expect(last).toMatchObject({ charged: 0, failed: 0, pastDue: 1 });
    expect(await subscriptionRow(s, subscription.id)).toMatchObject({ status: 'past_due', failed_attempts: 4, cycles_billed: 1 });
    expect((await s.admin.bill(at + 30 * DAY)).outcomes).toEqual([]);

    const notices = await outbox(s, 'subscription-payment-failed');
    expect(notices.map((n) => n.key)).toEqual([1, 2, 3, 4].map((attempt) => `subscription-payment-failed:${subscription.id}:2:${attempt}`));
    expect(notices.map((n) => n.data.pastDue)).toEqual([false, false, false, true]);
    expect(notices[0].data).toMatchObject({ nextAttemptDate: 'January 20, 2026', title: 'Fresh Roast Coffee Subscription' });
    expect(notices[3].data).not.toHaveProperty('nextAttemptDate');
    expect(notices.every((n) => n.to === 'grace@example.com' && linkOf(n.data.manageUrl).id === subscription.id)).toBe(true);

    expect((await paymentsOf(s, subscription.id)).map((p) => p.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect((await createBillingStore(s.database.db).chargesOf(subscription.id)).map((c) => [c.cycle, c.attempt, c.status]))
      .toEqual([[2, 1, 'failed'], [2, 2, 'failed'], [2, 3, 'failed'], [2, 4, 'failed']]);
    expect(await ordersOf(s, 'grace@example.com')).toHaveLength(1);
  });

  it('completes a plan with a number of payments after the last one', async () => {
    const s = await store(contentWithCycles(3));
    const { subscription } = await subscribe(s);
    expect(subscription).toMatchObject({ cycles_total: 3, status: 'active' });
    expect((await s.admin.bill(START + 14 * DAY)).charged).toBe(1);
    const last = await s.admin.bill(START + 28 * DAY);
    expect(last.outcomes[0]).toMatchObject({ cycle: 3, result: 'charged', nextAt: null });
    expect(await subscriptionRow(s, subscription.id)).toMatchObject({ status: 'completed', cycles_billed: 3 });
    expect((await s.admin.bill(START + 42 * DAY)).outcomes).toEqual([]);
    const receipts = await outbox(s, 'subscription-receipt');
    expect(receipts).toHaveLength(3);
    expect(receipts[1].data.nextBillingDate).toBe('February 2, 2026');
    expect(receipts[2].data).not.toHaveProperty('nextBillingDate');
    expect(receipts[2].data.planText).toContain('every 2 weeks');
  });

  it('never charges a cancelled subscription', async () => {
    const s = await store();
    const { subscription } = await subscribe(s);
    await s.admin.cancel(subscription.id, START + DAY);
    expect((await s.admin.bill(START + 14 * DAY)).outcomes).toEqual([]);
    expect(await paymentsOf(s, subscription.id)).toEqual([]);
    expect(await createPaymentStore(s.database.db).ofOrder(subscription.order_id)).toHaveLength(1);
    expect(await subscriptionRow(s, subscription.id)).toMatchObject({ status: 'cancelled', cycles_billed: 1 });
  });
});
