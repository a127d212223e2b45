// SQL for payments: one row per attempt to take money (a checkout, a subscription renewal), written before the
// provider is called so that a crash between the call and the order is found and settled on restart.
import type { Insertable, Selectable } from 'kysely';
import type { Executor, PaymentsTable } from './schema';

export type PaymentRow = Selectable<PaymentsTable>;

export function createPaymentStore(q: Executor) {
  return {
    async insert(row: Insertable<PaymentsTable>): Promise<void> {
      await q.insertInto('payments').values(row).execute();
    },

    find: (id: string): Promise<PaymentRow | undefined> => q.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),

    ofOrder: (orderId: string): Promise<PaymentRow[]> =>
      q.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute(),

    findByProviderRef: (provider: string, ref: string): Promise<PaymentRow | undefined> =>
      q.selectFrom('payments').selectAll().where('provider', '=', provider).where('provider_ref', '=', ref).executeTakeFirst(),

    /**
     * Moves a payment from one of `from` to `to` (with any other columns); false when it was in another state,
     * so a late or repeated event never moves a payment backwards.
     */
    async transition(id: string, from: readonly string[], to: string, now: number, more: Partial<Pick<PaymentRow,
      'provider_ref' | 'order_id' | 'failure' | 'refunded_cents'>> = {}): Promise<boolean> {
      const result = await q.updateTable('payments').set({ ...more, status: to, updated_at: now })
        .where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Adds a refund unless it would refund more than was captured. */
    async addRefund(id: string, cents: number, now: number): Promise<PaymentRow | undefined> {
      return q.updateTable('payments')
        .set((eb) => ({
          refunded_cents: eb('refunded_cents', '+', cents),
          status: eb.case().when(eb('refunded_cents', '+', cents), '>=', eb.ref('amount_cents')).then('refunded').else('partially_refunded').end(),
          updated_at: now,
        }))
        .where('id', '=', id).where('status', 'in', ['captured', 'partially_refunded'])
        .where((eb) => eb('refunded_cents', '<=', eb('amount_cents', '-', cents)))
        .returningAll().executeTakeFirst();
    },

    /** Records a provider event; false when it was seen before (a replayed webhook). */
    async rememberEvent(id: string, provider: string, type: string, now: number): Promise<boolean> {
      const result = await q.insertInto('webhook_events').values({ id, provider, type, received_at: now })
        .onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Payments left in `statuses` since before `before`: what a crash may have left half done. */
    stuck: (statuses: readonly string[], before: number): Promise<PaymentRow[]> =>
      q.selectFrom('payments').selectAll().where('status', 'in', [...statuses]).where('updated_at', '<', before)
        .orderBy('created_at').execute(),
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
