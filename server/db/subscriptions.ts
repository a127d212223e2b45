// SQL for one-item subscription carts, created by the subscription route and read back by token.
import type { Db } from './database';

export interface SubscriptionCartRow {
  token: string;
  item_id: string;
  sku: string;
  quantity: number;
  unit_price_cents: number;
  currency: string;
  additional_fields: string | null;
  created_at: number;
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;

export function createSubscriptionStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO subscription_carts (token, item_id, sku, quantity, unit_price_cents, currency, additional_fields, created_at)
    VALUES (@token, @item_id, @sku, @quantity, @unit_price_cents, @currency, @additional_fields, @created_at)`);
  const find = db.prepare<[string], SubscriptionCartRow>('SELECT * FROM subscription_carts WHERE token = ?');
  return {
    create: (row: SubscriptionCartRow): void => void insert.run(row),
    find: (token: string): SubscriptionCartRow | undefined => find.get(token),
  };
}
