// SQL for the orders an account lists: those bought with one of its carts (placed while signed in) and, once
// its address is confirmed, those placed with that address; newest first, with their lines' titles and units.
import type { Executor } from './schema';

export interface AccountOrderRow {
  id: string;
  order_number: number;
  status: string;
  payment_status: string;
  created_at: number;
  grand_total_cents: number;
  currency: string;
  test_mode: number;
  /** the hash of the status link's token */
  access_token_hash: string;
}

export interface AccountOrderLine {
  order_id: string;
  title: string;
  quantity: number;
}

export const ACCOUNT_ORDER_LIMIT = 200;

export function createSiteUserOrderStore(q: Executor) {
  return {
    /** `emailKey` undefined: only the orders of the account's carts (an unconfirmed address proves nothing). */
    async ofAccount(siteUserId: string, emailKey: string | undefined): Promise<AccountOrderRow[]> {
      return q.selectFrom('orders')
        .select(['id', 'order_number', 'status', 'payment_status', 'created_at', 'grand_total_cents', 'currency', 'test_mode', 'access_token_hash'])
        .where((eb) => eb.or([
          eb('cart_id', 'in', eb.selectFrom('site_user_carts').select('cart_id').where('site_user_id', '=', siteUserId)),
          ...(emailKey === undefined ? [] : [eb('email_key', '=', emailKey)]),
        ]))
        .orderBy('created_at', 'desc').orderBy('order_number', 'desc')
        .limit(ACCOUNT_ORDER_LIMIT)
        .execute();
    },

    async linesOf(orderIds: readonly string[]): Promise<AccountOrderLine[]> {
      if (orderIds.length === 0) return [];
      return q.selectFrom('order_lines').select(['order_id', 'title', 'quantity'])
        .where('order_id', 'in', orderIds).orderBy('order_id').orderBy('position').execute();
    },
  };
}
