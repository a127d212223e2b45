// SQL for back-in-stock sign-ups: one row per (product, variant, address), listed in pages by a keyset.
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
    /** Addresses compare case-insensitively; a repeat sign-up is pending again and keeps an opt-in. */
    async save(signUp: NewRestockSignUp): Promise<void> {
      const joins = signUp.joinMailingList ? 1 : 0;
      await q.insertInto('restock_signups').values({
        id: signUp.id,
        product_id: signUp.productId,
        variant_id: signUp.variantId,
        email: signUp.email,
        email_key: signUp.email.toLowerCase(),
        join_mailing_list: joins,
        created_at: signUp.createdAt,
      }).onConflict((oc) => oc.columns(['product_id', 'variant_id', 'email_key']).doUpdateSet({
        join_mailing_list: sql`CASE WHEN restock_signups.join_mailing_list > ${joins} THEN restock_signups.join_mailing_list ELSE ${joins} END`,
        notified_at: null,
      })).execute();
    },

    /** Up to `limit` sign-ups of one variant after `after`, oldest first. */
    page(productId: string, variantId: string, after: SignUpKey | undefined, limit: number): Promise<RestockSignUpRow[]> {
      const from = after ?? { createdAt: Number.MIN_SAFE_INTEGER, id: '' };
      return q.selectFrom('restock_signups')
        .select(['id', 'product_id', 'variant_id', 'email', 'join_mailing_list', 'created_at', 'notified_at'])
        .where('product_id', '=', productId).where('variant_id', '=', variantId)
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
        .where((eb) => eb.or([
          eb('product_id', '>', from.productId),
          eb.and([eb('product_id', '=', from.productId), eb('variant_id', '>', from.variantId)]),
        ]))
        .groupBy(['product_id', 'variant_id'])
        .orderBy('product_id').orderBy('variant_id').limit(limit).execute();
    },

    /** Marks every pending sign-up of a variant notified; returns how many there were. */
    async markNotified(productId: string, variantId: string, now: number): Promise<number> {
      const result = await q.updateTable('restock_signups').set({ notified_at: now })
        .where('notified_at', 'is', null).where('product_id', '=', productId).where('variant_id', '=', variantId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type RestockSignUpStore = ReturnType<typeof createRestockSignUpStore>;
