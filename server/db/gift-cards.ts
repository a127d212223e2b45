// SQL for issued gift cards and their ledger. A card is found by the hash of its code; its balance only moves by
// conditional updates, so concurrent orders can never spend more than it holds.
import type { Insertable, Selectable } from 'kysely';
import type { Executor, GiftCardsTable } from './schema';

export type GiftCardRow = Selectable<GiftCardsTable>;

export function createGiftCardStore(q: Executor) {
  return {
    async insert(row: Insertable<GiftCardsTable>): Promise<void> {
      await q.insertInto('gift_cards').values(row).execute();
    },

    findByCodeHashes: (hashes: readonly string[]): Promise<GiftCardRow[]> =>
      hashes.length === 0 ? Promise.resolve([]) : q.selectFrom('gift_cards').selectAll().where('code_hash', 'in', [...hashes]).execute(),

    ofOrder: (orderId: string): Promise<GiftCardRow[]> =>
      q.selectFrom('gift_cards').selectAll().where('order_id', '=', orderId).execute(),

    /** Spends `cents` of a card if it still holds that much; false when it does not (or is disabled). */
    async debit(id: string, cents: number, orderId: string, ledgerId: string, now: number): Promise<boolean> {
      const result = await q.updateTable('gift_cards').set((eb) => ({ balance_cents: eb('balance_cents', '-', cents) }))
        .where('id', '=', id).where('balance_cents', '>=', cents).where('disabled_at', 'is', null).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await q.insertInto('gift_card_ledger')
        .values({ id: ledgerId, gift_card_id: id, order_id: orderId, amount_cents: -cents, reason: 'order', created_at: now }).execute();
      return true;
    },

    /** Gives back `cents` to a card (a refund or cancellation of the order that spent them). */
    async credit(id: string, cents: number, orderId: string, ledgerId: string, reason: string, now: number): Promise<void> {
      await q.updateTable('gift_cards').set((eb) => ({ balance_cents: eb('balance_cents', '+', cents) })).where('id', '=', id).execute();
      await q.insertInto('gift_card_ledger')
        .values({ id: ledgerId, gift_card_id: id, order_id: orderId, amount_cents: cents, reason, created_at: now }).execute();
    },

    /** What an order did to each card: negative spent, positive given back. */
    ledgerOfOrder: (orderId: string) =>
      q.selectFrom('gift_card_ledger').select(['gift_card_id', 'amount_cents', 'reason']).where('order_id', '=', orderId).execute(),

    /** Disables the cards an order issued (a refund of the gift-card purchase). */
    async disableIssuedBy(orderId: string, now: number): Promise<void> {
      await q.updateTable('gift_cards').set({ disabled_at: now }).where('order_id', '=', orderId).where('disabled_at', 'is', null).execute();
    },
  };
}

export type GiftCardStore = ReturnType<typeof createGiftCardStore>;
