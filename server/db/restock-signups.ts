// SQL for back-in-stock sign-ups: one row per (product, variant, address), listed in pages by a keyset.
import type { Db } from './database';

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

export type RestockSignUpStore = ReturnType<typeof createRestockSignUpStore>;

export function createRestockSignUpStore(db: Db) {
  // Addresses compare case-insensitively (email_key); a repeat sign-up is pending again and keeps an opt-in.
  const upsert = db.prepare(`
    INSERT INTO restock_signups (id, product_id, variant_id, email, email_key, join_mailing_list, created_at)
    VALUES (@id, @productId, @variantId, @email, lower(@email), @joinMailingList, @createdAt)
    ON CONFLICT (product_id, variant_id, email_key) DO UPDATE SET
      join_mailing_list = max(join_mailing_list, excluded.join_mailing_list),
      notified_at = NULL`);
  const page = db.prepare<[string, string, number, number, string, number], RestockSignUpRow>(`
    SELECT id, product_id, variant_id, email, join_mailing_list, created_at, notified_at FROM restock_signups
    WHERE product_id = ? AND variant_id = ? AND (created_at > ? OR (created_at = ? AND id > ?))
    ORDER BY created_at, id LIMIT ?`);
  const groups = db.prepare<[string, string, string, number], RestockGroupRow>(`
    SELECT product_id, variant_id, count(*) AS sign_up_count,
           sum(notified_at IS NULL) AS pending_count, max(created_at) AS latest_created_at
    FROM restock_signups
    WHERE product_id > ? OR (product_id = ? AND variant_id > ?)
    GROUP BY product_id, variant_id
    ORDER BY product_id, variant_id LIMIT ?`);
  const markNotified = db.prepare<[number, string, string]>(
    'UPDATE restock_signups SET notified_at = ? WHERE notified_at IS NULL AND product_id = ? AND variant_id = ?',
  );

  return {
    save(signUp: NewRestockSignUp): void {
      upsert.run({ ...signUp, joinMailingList: signUp.joinMailingList ? 1 : 0 });
    },
    /** Up to `limit` sign-ups of one variant after `after`, oldest first. */
    page(productId: string, variantId: string, after: SignUpKey | undefined, limit: number): RestockSignUpRow[] {
      const from = after ?? { createdAt: Number.MIN_SAFE_INTEGER, id: '' };
      return page.all(productId, variantId, from.createdAt, from.createdAt, from.id, limit);
    },
    /** Up to `limit` (product, variant) groups after `after`, in id order. */
    groups(after: GroupKey | undefined, limit: number): RestockGroupRow[] {
      const from = after ?? { productId: '', variantId: '' };
      return groups.all(from.productId, from.productId, from.variantId, limit);
    },
    /** Marks every pending sign-up of a variant notified; returns how many there were. */
    markNotified: (productId: string, variantId: string, now: number): number => markNotified.run(now, productId, variantId).changes,
    transaction: <A extends unknown[], R>(run: (...args: A) => R) => db.transaction(run),
  };
}
