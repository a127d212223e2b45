// SQL for shopping carts and their entries. A cart is found by the hash of its CART cookie token; every change
// starts by bumping the cart's version, which also locks the cart row until the change commits. The queries are
// prepared once (prepared.ts): the cart calls are the API's hottest path.
import type { Selectable } from 'kysely';
import { prepare } from './prepared';
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

const claim = prepare((q, tokenHash: string, now: number) =>
  q.updateTable('carts').set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('token_hash', '=', tokenHash).returningAll());

const claimAt = prepare((q, tokenHash: string, now: number, version: number) =>
  q.updateTable('carts').set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('token_hash', '=', tokenHash).where('version', '=', version).returningAll());

const cartByToken = prepare((q, tokenHash: string) => q.selectFrom('carts').selectAll().where('token_hash', '=', tokenHash));

const insertCart = prepare((q, id: string, tokenHash: string, now: number) =>
  q.insertInto('carts').values({ id, token_hash: tokenHash, created_at: now, updated_at: now, version: 1 }).returningAll());

const entriesOf = prepare((q, cartId: string) =>
  q.selectFrom('cart_entries').selectAll().where('cart_id', '=', cartId).orderBy('seq').orderBy('id'));

const insertEntry = prepare((q, id: string, cartId: string, itemId: string, sku: string, quantity: number,
  additionalFields: string | null, createdAt: number, seq: number) =>
  q.insertInto('cart_entries').values({
    id, cart_id: cartId, item_id: itemId, sku, quantity, additional_fields: additionalFields, created_at: createdAt, seq,
  }));

// The cart, its lines in order, and each line's live stock, in one read (a cart without lines gives one row).
const cartWithLines = prepare((q, tokenHash: string) =>
  q.selectFrom('carts')
    .leftJoin('cart_entries', 'cart_entries.cart_id', 'carts.id')
    .leftJoin('variants', (join) => join.onRef('variants.sku', '=', 'cart_entries.sku').on('variants.active', '=', 1))
    .select([
      'carts.id', 'carts.token_hash', 'carts.created_at', 'carts.updated_at', 'carts.version', 'carts.is_purchased', 'carts.order_id',
      'cart_entries.id as entry_id', 'cart_entries.item_id', 'cart_entries.sku', 'cart_entries.quantity',
      'cart_entries.additional_fields', 'cart_entries.created_at as entry_created_at', 'cart_entries.seq',
      'variants.qty_in_stock',
    ])
    .where('carts.token_hash', '=', tokenHash)
    .orderBy('cart_entries.seq').orderBy('cart_entries.id'));

/** A cart as one read gives it: the row, its lines, and the live stock of each line's variant by sku. */
export interface CartWithLines extends CartLines {
  cart: CartRow;
}

/** A cart's lines in order, with the live stock of each line's variant by sku. */
export interface CartLines {
  entries: EntryRow[];
  stock: Map<string, number>;
}

// A claimed cart's lines and their stock, in one read: a change answers the cart from these and what it did.
const linesOf = prepare((q, cartId: string) =>
  q.selectFrom('cart_entries')
    .leftJoin('variants', (join) => join.onRef('variants.sku', '=', 'cart_entries.sku').on('variants.active', '=', 1))
    .select([
      'cart_entries.id', 'cart_entries.cart_id', 'cart_entries.item_id', 'cart_entries.sku', 'cart_entries.quantity',
      'cart_entries.additional_fields', 'cart_entries.created_at', 'cart_entries.seq', 'variants.qty_in_stock',
    ])
    .where('cart_entries.cart_id', '=', cartId)
    .orderBy('cart_entries.seq').orderBy('cart_entries.id'));

const updateQuantity = prepare((q, entryId: string, quantity: number) =>
  q.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId));

const updateFields = prepare((q, entryId: string, json: string | null) =>
  q.updateTable('cart_entries').set({ additional_fields: json }).where('id', '=', entryId));

const deleteEntry = prepare((q, entryId: string) => q.deleteFrom('cart_entries').where('id', '=', entryId));

export function createCartStore(q: Executor) {
  return {
    /**
     * Starts a change of the cart: bumps its version and returns the row as bumped (the version before the
     * change is one less). On PostgreSQL the update holds the row lock, so concurrent changes of one cart run
     * one after the other and each sees the other's version.
     */
    async claim(tokenHash: string, now: number): Promise<CartRow | undefined> {
      return (await claim(q, tokenHash, now)).rows[0];
    },

    /**
     * The same, only while the cart is still at `version`: undefined when it is not (or there is none), and then
     * nothing was written. On PostgreSQL a concurrent change that commits first makes the condition fail.
     */
    async claimAt(tokenHash: string, now: number, version: number): Promise<CartRow | undefined> {
      return (await claimAt(q, tokenHash, now, version)).rows[0];
    },

    /** The cart row of `tokenHash`, unchanged and unlocked. */
    async find(tokenHash: string): Promise<CartRow | undefined> {
      return (await cartByToken(q, tokenHash)).rows[0];
    },

    /** A new cart, already at version 1: creating it is its first change. */
    async create(id: string, tokenHash: string, now: number): Promise<CartRow> {
      return (await insertCart(q, id, tokenHash, now)).rows[0];
    },

    async entries(cartId: string): Promise<EntryRow[]> {
      return (await entriesOf(q, cartId)).rows;
    },

    /** The lines of cart `cartId` with their stock, in one query. */
    async lines(cartId: string): Promise<CartLines> {
      const entries: EntryRow[] = [];
      const stock = new Map<string, number>();
      for (const { qty_in_stock, ...entry } of (await linesOf(q, cartId)).rows) {
        entries.push(entry);
        if (qty_in_stock !== null) stock.set(entry.sku, qty_in_stock);
      }
      return { entries, stock };
    },

    /** The cart of `tokenHash` with its lines and their stock, in one query; undefined when there is none. */
    async withLines(tokenHash: string): Promise<CartWithLines | undefined> {
      const rows = (await cartWithLines(q, tokenHash)).rows;
      if (rows.length === 0) return undefined;
      const first = rows[0];
      const cart: CartRow = {
        id: first.id, token_hash: first.token_hash, created_at: first.created_at, updated_at: first.updated_at,
        version: first.version, is_purchased: first.is_purchased, order_id: first.order_id,
      };
      const entries: EntryRow[] = [];
      const stock = new Map<string, number>();
      for (const row of rows) {
        if (row.entry_id === null) continue;
        entries.push({
          id: row.entry_id, cart_id: cart.id, item_id: row.item_id!, sku: row.sku!, quantity: row.quantity!,
          additional_fields: row.additional_fields, created_at: row.entry_created_at!, seq: row.seq!,
        });
        if (row.qty_in_stock !== null) stock.set(row.sku!, row.qty_in_stock);
      }
      return { cart, entries, stock };
    },

    /** Adds a line after the cart's lines `after` (it keeps its place in the order lines were added); returns its row. */
    async addEntry(entry: NewEntry, after: readonly EntryRow[]): Promise<EntryRow> {
      const seq = after.reduce((last, row) => Math.max(last, row.seq), 0) + 1;
      await insertEntry(q, entry.id, entry.cartId, entry.itemId, entry.sku, entry.quantity, entry.additionalFields, entry.createdAt, seq);
      return {
        id: entry.id, cart_id: entry.cartId, item_id: entry.itemId, sku: entry.sku, quantity: entry.quantity,
        additional_fields: entry.additionalFields, created_at: entry.createdAt, seq,
      };
    },

    /** Marks the cart bought by `orderId`: its lines are the order's now, and the visitor starts a new cart. */
    async markPurchased(cartId: string, orderId: string, now: number): Promise<boolean> {
      const result = await q.updateTable('carts').set({ is_purchased: 1, order_id: orderId, updated_at: now })
        .where('id', '=', cartId).where('is_purchased', '=', 0).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setQuantity(entryId: string, quantity: number): Promise<void> {
      await updateQuantity(q, entryId, quantity);
    },
    async setAdditionalFields(entryId: string, json: string | null): Promise<void> {
      await updateFields(q, entryId, json);
    },
    async removeEntry(entryId: string): Promise<void> {
      await deleteEntry(q, entryId);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
