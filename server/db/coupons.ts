// SQL for coupon use: a counter row per code taken by a conditional update (which also locks it on PostgreSQL,
// so the per-customer count read after it is exact), and one redemption row per order that used a coupon.
import type { Executor } from './schema';

export function createCouponStore(q: Executor) {
  return {
    /** Uses of `code` so far, and `emailKey`'s (uses given back are not counted). */
    async usage(code: string, emailKey: string | undefined): Promise<{ uses: number; customerUses: number }> {
      const row = await q.selectFrom('coupon_usage').select('uses').where('code', '=', code).executeTakeFirst();
      const customerUses = emailKey === undefined ? 0 : await this.customerUses(code, emailKey);
      return { uses: row?.uses ?? 0, customerUses };
    },

    async customerUses(code: string, emailKey: string): Promise<number> {
      const row = await q.selectFrom('coupon_redemptions').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('code', '=', code).where('email_key', '=', emailKey).where('released_at', 'is', null).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Takes one use of `code` unless `limit` uses are taken; false when none is left. */
    async take(code: string, limit: number | undefined): Promise<boolean> {
      await q.insertInto('coupon_usage').values({ code, uses: 0 }).onConflict((oc) => oc.column('code').doNothing()).execute();
      let update = q.updateTable('coupon_usage').set((eb) => ({ uses: eb('uses', '+', 1) })).where('code', '=', code);
      if (limit !== undefined) update = update.where('uses', '<', limit);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async redeem(id: string, code: string, orderId: string, emailKey: string, now: number): Promise<void> {
      await q.insertInto('coupon_redemptions').values({ id, code, order_id: orderId, email_key: emailKey, created_at: now, released_at: null }).execute();
    },

    /** Gives an order's coupon use back (the order was cancelled or refunded in full). */
    async release(orderId: string, now: number): Promise<void> {
      const released = await q.updateTable('coupon_redemptions').set({ released_at: now })
        .where('order_id', '=', orderId).where('released_at', 'is', null).returning('code').execute();
      for (const { code } of released) {
        await q.updateTable('coupon_usage').set((eb) => ({ uses: eb('uses', '-', 1) })).where('code', '=', code).where('uses', '>', 0).execute();
      }
    },
  };
}
