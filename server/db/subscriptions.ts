// SQL for one-item subscription carts, created by the subscription route and read back by token.
import type { Selectable } from 'kysely';
import type { Executor, SubscriptionCartsTable } from './schema';

export type SubscriptionCartRow = Selectable<SubscriptionCartsTable>;

export function createSubscriptionStore(q: Executor) {
  return {
    async create(row: SubscriptionCartRow): Promise<void> {
      await q.insertInto('subscription_carts').values(row).execute();
    },
    /** Drops a subscription cart once its checkout made it an order. */
    async remove(token: string): Promise<void> {
      await q.deleteFrom('subscription_carts').where('token', '=', token).execute();
    },
    find: (token: string): Promise<SubscriptionCartRow | undefined> =>
      q.selectFrom('subscription_carts').selectAll().where('token', '=', token).executeTakeFirst(),
  };
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
