// SQL for billed subscriptions and their charges. A renewal claims its cycle by inserting the charge row
// (unique per subscription, cycle and attempt), so two billing runs never charge one cycle twice.
import type { Insertable, Selectable } from 'kysely';
import type { Executor, SubscriptionChargesTable, SubscriptionsTable } from './schema';

export type BilledSubscriptionRow = Selectable<SubscriptionsTable>;
export type SubscriptionChargeRow = Selectable<SubscriptionChargesTable>;

export function createBillingStore(q: Executor) {
  return {
    async insert(row: Insertable<SubscriptionsTable>): Promise<void> {
      await q.insertInto('subscriptions').values(row).execute();
    },

    find: (id: string): Promise<BilledSubscriptionRow | undefined> =>
      q.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst(),

    ofOrder: (orderId: string): Promise<BilledSubscriptionRow | undefined> =>
      q.selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    findByManageHash: (hash: string): Promise<BilledSubscriptionRow | undefined> =>
      q.selectFrom('subscriptions').selectAll().where('manage_token_hash', '=', hash).executeTakeFirst(),

    /** Active subscriptions whose next charge is due at `now`, oldest first. */
    due: (now: number, limit: number): Promise<BilledSubscriptionRow[]> =>
      q.selectFrom('subscriptions').selectAll().where('status', '=', 'active').where('next_billing_at', '<=', now)
        .orderBy('next_billing_at').limit(limit).execute(),

    list: (limit: number): Promise<BilledSubscriptionRow[]> =>
      q.selectFrom('subscriptions').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),

    /** Claims an attempt at a cycle; false when another run claimed it first. */
    async claimCharge(row: Insertable<SubscriptionChargesTable>): Promise<boolean> {
      const result = await q.insertInto('subscription_charges').values(row)
        .onConflict((oc) => oc.columns(['subscription_id', 'cycle', 'attempt']).doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async settleCharge(id: string, status: string, paymentId: string | null, failure: string | null): Promise<void> {
      await q.updateTable('subscription_charges').set({ status, payment_id: paymentId, failure }).where('id', '=', id).execute();
    },

    chargesOf: (subscriptionId: string): Promise<SubscriptionChargeRow[]> =>
      q.selectFrom('subscription_charges').selectAll().where('subscription_id', '=', subscriptionId).orderBy('created_at').execute(),

    /** After a paid cycle: one more billed, the next date, failures cleared (status completed after the last). */
    async recordPaidCycle(id: string, cyclesBilled: number, nextBillingAt: number, completed: boolean, now: number): Promise<void> {
      await q.updateTable('subscriptions')
        .set({ cycles_billed: cyclesBilled, next_billing_at: nextBillingAt, failed_attempts: 0, status: completed ? 'completed' : 'active', updated_at: now })
        .where('id', '=', id).execute();
    },

    /** After a failed attempt: retry at `retryAt`, or past due when attempts are exhausted. */
    async recordFailedAttempt(id: string, failedAttempts: number, retryAt: number | null, now: number): Promise<void> {
      await q.updateTable('subscriptions')
        .set({ failed_attempts: failedAttempts, status: retryAt === null ? 'past_due' : 'active', ...(retryAt === null ? {} : { next_billing_at: retryAt }), updated_at: now })
        .where('id', '=', id).execute();
    },

    /** Cancels an active or past-due subscription; false when it already ended. */
    async cancel(id: string, now: number): Promise<boolean> {
      const result = await q.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: now, updated_at: now })
        .where('id', '=', id).where('status', 'in', ['active', 'past_due']).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type BillingStore = ReturnType<typeof createBillingStore>;
