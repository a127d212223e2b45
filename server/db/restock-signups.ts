// SQL for back-in-stock sign-ups: one row per (product, variant, address), listed in pages by a keyset, claimed
// one by one for their notice (a conditional update, so two senders never notify one sign-up), cancelled by the
// unsubscribe token its notice carried.
import { sql } from 'kysely';
import type { Executor } from './schema';

export interface RestockSignUpRow {
  id: string;
  product_id: string;
  variant_id: string;
  email: string;
  join_mailing_list: number;
  created_at: number;
  notified_at: number | null;
}

export interface RestockGroupRow {
  product_id: string;
  variant_id: string;
  sign_up_count: number;
  pending_count: number;
  latest_created_at: number;
}

export interface NewRestockSignUp {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  createdAt: number;
}

/** Where a page of sign-ups starts: after this (created_at, id). */
export interface SignUpKey {
  createdAt: number;
  id: string;
}

/** Where a page of groups starts: after this (product_id, variant_id). */
export interface GroupKey {
  productId: string;
  variantId: string;
}

export function createRestockSignUpStore(q: Executor) {
  return {
    /**
     * Addresses compare case-insensitively. A repeat of a pending sign-up keeps its place in line and an opt-in;
     * a repeat of one already notified or unsubscribed is a new request: a new id (its notice has a dedupe key of
     * its own), the time of now, pending.
     */
    async save(signUp: NewRestockSignUp): Promise<void> {
      const joins = signUp.joinMailingList ? 1 : 0;
      const renewed = sql`(restock_signups.notified_at IS NOT NULL OR restock_signups.unsubscribed_at IS NOT NULL)`;
      await q.insertInto('restock_signups').values({
        id: signUp.id,
        product_id: signUp.productId,
        variant_id: signUp.variantId,
        email: signUp.email,
        email_key: signUp.email.toLowerCase(),
        join_mailing_list: joins,
        created_at: signUp.createdAt,
      }).onConflict((oc) => oc.columns(['product_id', 'variant_id', 'email_key']).doUpdateSet({
        // Every right-hand side reads the row as it was before this update.
        id: sql`CASE WHEN ${renewed} THEN ${signUp.id} ELSE restock_signups.id END`,
        created_at: sql`CASE WHEN ${renewed} THEN ${signUp.createdAt} ELSE restock_signups.created_at END`,
        join_mailing_list: sql`CASE WHEN ${renewed} OR restock_signups.join_mailing_list < ${joins} THEN ${joins} ELSE restock_signups.join_mailing_list END`,
        notified_at: null,
        unsubscribe_token_hash: null,
        unsubscribed_at: null,
      })).execute();
    },

    /** Up to `limit` sign-ups of one variant after `after`, oldest first. */
    page(productId: string, variantId: string, after: SignUpKey | undefined, limit: number): Promise<RestockSignUpRow[]> {
      const from = after ?? { createdAt: Number.MIN_SAFE_INTEGER, id: '' };
      return q.selectFrom('restock_signups')
        .select(['id', 'product_id', 'variant_id', 'email', 'join_mailing_list', 'created_at', 'notified_at'])
        .where('product_id', '=', productId).where('variant_id', '=', variantId).where('unsubscribed_at', 'is', null)
        .where((eb) => eb.or([
          eb('created_at', '>', from.createdAt),
          eb.and([eb('created_at', '=', from.createdAt), eb('id', '>', from.id)]),
        ]))
        .orderBy('created_at').orderBy('id').limit(limit).execute();
    },

    /** Up to `limit` (product, variant) groups after `after`, in id order. */
    groups(after: GroupKey | undefined, limit: number): Promise<RestockGroupRow[]> {
      const from = after ?? { productId: '', variantId: '' };
      return q.selectFrom('restock_signups')
        .select((eb) => [
          'product_id', 'variant_id',
          eb.fn.countAll<number>().as('sign_up_count'),
          eb.fn.sum<number>(eb.case().when('notified_at', 'is', null).then(1).else(0).end()).as('pending_count'),
          eb.fn.max('created_at').as('latest_created_at'),
        ])
        .where('unsubscribed_at', 'is', null)
        .where((eb) => eb.or([
          eb('product_id', '>', from.productId),
          eb.and([eb('product_id', '=', from.productId), eb('variant_id', '>', from.variantId)]),
        ]))
        .groupBy(['product_id', 'variant_id'])
        .orderBy('product_id').orderBy('variant_id').limit(limit).execute();
    },

    /** Up to `limit` pending sign-ups of a variant, first come first served (oldest first). */
    pending(productId: string, variantId: string, limit: number): Promise<RestockSignUpRow[]> {
      return q.selectFrom('restock_signups')
        .select(['id', 'product_id', 'variant_id', 'email', 'join_mailing_list', 'created_at', 'notified_at'])
        .where('product_id', '=', productId).where('variant_id', '=', variantId)
        .where('notified_at', 'is', null).where('unsubscribed_at', 'is', null)
        .orderBy('created_at').orderBy('id').limit(limit).execute();
    },

    /**
     * Marks one sign-up notified with its notice's unsubscribe token hash, if it is still pending; false when
     * another sender got there first (PostgreSQL makes the second update wait for the first and re-check).
     */
    async claim(id: string, tokenHash: string, now: number): Promise<boolean> {
      const result = await q.updateTable('restock_signups').set({ notified_at: now, unsubscribe_token_hash: tokenHash })
        .where('id', '=', id).where('notified_at', 'is', null).where('unsubscribed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The sign-up whose notice carried the token with this hash. */
    byTokenHash: (tokenHash: string) =>
      q.selectFrom('restock_signups').select(['id', 'product_id', 'variant_id', 'unsubscribed_at'])
        .where('unsubscribe_token_hash', '=', tokenHash).executeTakeFirst(),

    /** Cancels a sign-up (and its mailing-list opt-in); a repeat changes nothing. */
    async unsubscribe(id: string, now: number): Promise<void> {
      await q.updateTable('restock_signups').set({ unsubscribed_at: now, join_mailing_list: 0 })
        .where('id', '=', id).where('unsubscribed_at', 'is', null).execute();
    },
  };
}

export type RestockSignUpStore = ReturnType<typeof createRestockSignUpStore>;
