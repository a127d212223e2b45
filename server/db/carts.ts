// SQL for shopping carts and their entries. A cart is found by the hash of its CART cookie token; every change
// starts by bumping the cart's version, which also locks the cart row until the change commits.
import type { Selectable } from 'kysely';
import type { CartEntriesTable, CartsTable, Executor } from './schema';

export type CartRow = Selectable<CartsTable>;
export type EntryRow = Selectable<CartEntriesTable>;

export interface NewEntry {
  id: string;
  cartId: string;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields: string | null;
  createdAt: number;
}

export function createCartStore(q: Executor) {
  return {
    findByTokenHash: (tokenHash: string): Promise<CartRow | undefined> =>
      q.selectFrom('carts').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /**
     * Starts a change of the cart: bumps its version and returns the row as bumped (the version before the
     * change is one less). On PostgreSQL the update holds the row lock, so concurrent changes of one cart run
     * one after the other and each sees the other's version.
     */
    claim: (tokenHash: string, now: number): Promise<CartRow | undefined> =>
      q.updateTable('carts').set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
        .where('token_hash', '=', tokenHash).returningAll().executeTakeFirst(),

    /** A new cart, already at version 1: creating it is its first change. */
    async create(id: string, tokenHash: string, now: number): Promise<CartRow> {
      return q.insertInto('carts').values({ id, token_hash: tokenHash, created_at: now, updated_at: now, version: 1 })
        .returningAll().executeTakeFirstOrThrow();
    },

    entries: (cartId: string): Promise<EntryRow[]> =>
      q.selectFrom('cart_entries').selectAll().where('cart_id', '=', cartId).orderBy('seq').orderBy('id').execute(),

    async addEntry(entry: NewEntry, after: readonly EntryRow[]): Promise<void> {
      const seq = after.reduce((last, row) => Math.max(last, row.seq), 0) + 1;
      await q.insertInto('cart_entries').values({
        id: entry.id, cart_id: entry.cartId, item_id: entry.itemId, sku: entry.sku, quantity: entry.quantity,
        additional_fields: entry.additionalFields, created_at: entry.createdAt, seq,
      }).execute();
    },

    async setQuantity(entryId: string, quantity: number): Promise<void> {
      await q.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
    },

    async setAdditionalFields(entryId: string, json: string | null): Promise<void> {
      await q.updateTable('cart_entries').set({ additional_fields: json }).where('id', '=', entryId).execute();
    },

    async removeEntry(entryId: string): Promise<void> {
      await q.deleteFrom('cart_entries').where('id', '=', entryId).execute();
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
