// SQL for shopping carts and their entries. A cart is found by the hash of its CART cookie token.
import type { Db } from './database';

export interface CartRow {
  id: string;
  token_hash: string;
  created_at: number;
  updated_at: number;
  version: number;
  is_purchased: number;
  order_id: string | null;
}

export interface EntryRow {
  id: string;
  cart_id: string;
  item_id: string;
  sku: string;
  quantity: number;
  additional_fields: string | null;
  created_at: number;
}

export type CartStore = ReturnType<typeof createCartStore>;

export function createCartStore(db: Db) {
  const byToken = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE token_hash = ?');
  const byId = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?');
  const insertCart = db.prepare<[string, string, number, number]>(
    'INSERT INTO carts (id, token_hash, created_at, updated_at) VALUES (?, ?, ?, ?)',
  );
  const bump = db.prepare<[number, string]>('UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ?');
  const entries = db.prepare<[string], EntryRow>(
    'SELECT * FROM cart_entries WHERE cart_id = ? ORDER BY created_at, rowid',
  );
  const entry = db.prepare<[string, string], EntryRow>('SELECT * FROM cart_entries WHERE cart_id = ? AND id = ?');
  const insertEntry = db.prepare(`
    INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created_at)
    VALUES (@id, @cartId, @itemId, @sku, @quantity, @additionalFields, @createdAt)`);
  const updateQuantity = db.prepare<[number, string]>('UPDATE cart_entries SET quantity = ? WHERE id = ?');
  const updateFields = db.prepare<[string | null, string]>('UPDATE cart_entries SET additional_fields = ? WHERE id = ?');
  const deleteEntry = db.prepare<[string]>('DELETE FROM cart_entries WHERE id = ?');

  return {
    findByTokenHash: (tokenHash: string): CartRow | undefined => byToken.get(tokenHash),
    findById: (cartId: string): CartRow | undefined => byId.get(cartId),
    create(cartId: string, tokenHash: string, now: number): CartRow {
      insertCart.run(cartId, tokenHash, now, now);
      return byId.get(cartId)!;
    },
    /** Marks a change: every mutation bumps the version callers may send back as a guard. */
    touch: (cartId: string, now: number): void => void bump.run(now, cartId),
    entries: (cartId: string): EntryRow[] => entries.all(cartId),
    entry: (cartId: string, entryId: string): EntryRow | undefined => entry.get(cartId, entryId),
    addEntry(row: { id: string; cartId: string; itemId: string; sku: string; quantity: number;
      additionalFields: string | null; createdAt: number }): void {
      insertEntry.run(row);
    },
    setQuantity: (entryId: string, quantity: number): void => void updateQuantity.run(quantity, entryId),
    setAdditionalFields: (entryId: string, json: string | null): void => void updateFields.run(json, entryId),
    removeEntry: (entryId: string): void => void deleteEntry.run(entryId),
  };
}
