// SQL for orders and their lines, and the named counters that number them. An order is written once, inside the
// checkout's transaction; later changes (payment, fulfilment, refunds) are guarded updates of single columns.
import type { Insertable, Selectable } from 'kysely';
import type { Executor, OrderLinesTable, OrdersTable } from './schema';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type NewOrder = Insertable<OrdersTable>;
export type NewOrderLine = Insertable<OrderLinesTable>;

/** Where a listing resumes: the last order of the previous page. */
export interface OrderCursor {
  createdAt: number;
  id: string;
}

export interface OrderFilter {
  status?: string;
  /** epoch ms, inclusive */
  from?: number;
  /** epoch ms, exclusive */
  to?: number;
  /** newest first; the page after this order */
  after?: OrderCursor;
  limit: number;
}

export function createOrderStore(q: Executor) {
  return {
    /**
     * The next value of a named counter, starting at `first`. The update holds the counter's row until the
     * transaction ends, so two checkouts never get the same number on either engine.
     */
    async nextNumber(name: string, first: number): Promise<number> {
      await q.insertInto('counters').values({ name, value: first - 1 }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const row = await q.updateTable('counters').set((eb) => ({ value: eb('value', '+', 1) })).where('name', '=', name)
        .returning('value').executeTakeFirstOrThrow();
      return row.value;
    },

    async insert(order: NewOrder, lines: readonly NewOrderLine[]): Promise<void> {
      await q.insertInto('orders').values(order).execute();
      if (lines.length > 0) await q.insertInto('order_lines').values([...lines]).execute();
    },

    find: (id: string): Promise<OrderRow | undefined> => q.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    findByCheckoutKey: (key: string): Promise<OrderRow | undefined> =>
      q.selectFrom('orders').selectAll().where('checkout_key', '=', key).executeTakeFirst(),

    /** By order number or id: what an owner types. */
    findByReference: (reference: string): Promise<OrderRow | undefined> => {
      const number = /^\d{1,12}$/.test(reference) ? Number(reference) : undefined;
      return q.selectFrom('orders').selectAll()
        .where((eb) => (number === undefined ? eb('id', '=', reference) : eb.or([eb('id', '=', reference), eb('order_number', '=', number)])))
        .executeTakeFirst();
    },

    lines: (orderId: string): Promise<OrderLineRow[]> =>
      q.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),

    list(filter: OrderFilter): Promise<OrderRow[]> {
      let query = q.selectFrom('orders').selectAll();
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
      const after = filter.after;
      if (after) {
        query = query.where((eb) => eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]));
      }
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    },

    async setPaymentStatus(id: string, status: string, now: number): Promise<void> {
      await q.updateTable('orders').set({ payment_status: status, updated_at: now }).where('id', '=', id).execute();
    },

    /** Marks a placed order fulfilled; false when it is not in a state that can be fulfilled. */
    async markFulfilled(id: string, trackingNumber: string | null, trackingUrl: string | null, now: number, carrier: string | null = null): Promise<boolean> {
      const result = await q.updateTable('orders')
        .set({ status: 'fulfilled', tracking_number: trackingNumber, tracking_url: trackingUrl, carrier, fulfilled_at: now, updated_at: now })
        .where('id', '=', id).where('status', 'in', ['placed', 'fulfilled', 'partially_refunded'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Adds a refund of `cents` unless it would refund more than was paid in all (`limit`); the status follows.
     * False when it would.
     */
    async addRefund(id: string, cents: number, limit: number, fully: boolean, now: number): Promise<boolean> {
      const result = await q.updateTable('orders')
        .set((eb) => ({
          refunded_cents: eb('refunded_cents', '+', cents),
          status: fully ? 'refunded' : 'partially_refunded',
          updated_at: now,
        }))
        .where('id', '=', id).where('status', '!=', 'cancelled').where((eb) => eb('refunded_cents', '<=', limit - cents))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Cancels an order that was not fulfilled or refunded; false otherwise. */
    async cancel(id: string, now: number): Promise<boolean> {
      const result = await q.updateTable('orders').set({ status: 'cancelled', cancelled_at: now, updated_at: now })
        .where('id', '=', id).where('status', '=', 'placed').where('refunded_cents', '=', 0).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records that `quantity` more units of a line were refunded (and `restocked` of them put back). */
    async addLineRefund(lineId: string, quantity: number, restocked: number): Promise<boolean> {
      const result = await q.updateTable('order_lines')
        .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', quantity), restocked_quantity: eb('restocked_quantity', '+', restocked) }))
        .where('id', '=', lineId).where((eb) => eb('refunded_quantity', '<=', eb('quantity', '-', quantity)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
