// SQL for the newsletter list: one row per address (compared case-insensitively) with its consent state, the
// hashes of its links' tokens, and the owner's keyset pages. State changes are conditional updates on the state
// the caller read, so two requests racing on one address change it once, on SQLite and PostgreSQL alike.
import type { Selectable } from 'kysely';
import type { Executor, NewsletterSubscribersTable } from './schema';

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

/** Where a sign-up came from, as stored. */
export interface SignUpOrigin {
  source: 'form' | 'restock';
  formId: string;
  productId: string | null;
  pagePath: string | null;
}

export interface NewPendingSubscriber extends SignUpOrigin {
  email: string;
  tokenKey: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  at: number;
}

/** A new confirmation round for an address already on the list (pending again, or unsubscribed and back). */
export interface ConfirmationRound extends SignUpOrigin {
  email: string;
  confirmTokenHash: string;
  confirmIssuedAt: number;
  at: number;
}

/** Where a page starts: after this (created_at, email_key), newest first. */
export interface SubscriberKey {
  createdAt: number;
  emailKey: string;
}

export const emailKeyOf = (email: string): string => email.toLowerCase();

export function createNewsletterStore(q: Executor) {
  return {
    /** Adds the address as pending unless it is on the list already (whatever its case); true when it was new. */
    async addPending(row: NewPendingSubscriber): Promise<boolean> {
      const result = await q.insertInto('newsletter_subscribers').values({
        email_key: emailKeyOf(row.email),
        email: row.email,
        form_id: row.formId,
        page_path: row.pagePath,
        product_id: row.productId,
        source: row.source,
        status: 'pending',
        opt_in: 'double',
        created_at: row.at,
        requested_at: row.at,
        token_key: row.tokenKey,
        confirm_token_hash: row.confirmTokenHash,
        confirm_issued_at: row.at,
        confirm_sent_at: row.at,
        unsubscribe_token_hash: row.unsubscribeTokenHash,
      }).onConflict((oc) => oc.column('email_key').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    find: (email: string): Promise<SubscriberRow | undefined> =>
      q.selectFrom('newsletter_subscribers').selectAll().where('email_key', '=', emailKeyOf(email)).executeTakeFirst(),

    findByConfirmToken: (tokenHash: string): Promise<SubscriberRow | undefined> =>
      q.selectFrom('newsletter_subscribers').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst(),

    findByUnsubscribeToken: (tokenHash: string): Promise<SubscriberRow | undefined> =>
      q.selectFrom('newsletter_subscribers').selectAll().where('unsubscribe_token_hash', '=', tokenHash).executeTakeFirst(),

    /** Gives a row made before consent tracking its token key and unsubscribe hash, unless it has them already. */
    async setTokens(emailKey: string, tokenKey: string, unsubscribeTokenHash: string): Promise<void> {
      await q.updateTable('newsletter_subscribers').set({ token_key: tokenKey, unsubscribe_token_hash: unsubscribeTokenHash })
        .where('email_key', '=', emailKey).where('token_key', 'is', null).execute();
    },

    /**
     * Starts a confirmation round, provided the row is still as the caller read it (its status and last send);
     * true when it was, so exactly one of two racing sign-ups queues the email.
     */
    async startRound(seen: Pick<SubscriberRow, 'email_key' | 'status' | 'confirm_sent_at'>, round: ConfirmationRound): Promise<boolean> {
      const result = await q.updateTable('newsletter_subscribers').set({
        email: round.email,
        status: 'pending',
        source: round.source,
        form_id: round.formId,
        product_id: round.productId,
        page_path: round.pagePath,
        requested_at: round.at,
        confirm_token_hash: round.confirmTokenHash,
        confirm_issued_at: round.confirmIssuedAt,
        confirm_sent_at: round.at,
      })
        .where('email_key', '=', seen.email_key).where('status', '=', seen.status)
        .where('confirm_sent_at', seen.confirm_sent_at === null ? 'is' : '=', seen.confirm_sent_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Pending → subscribed (double opt-in) at `at`; true when this call made the change. */
    async confirm(emailKey: string, at: number): Promise<boolean> {
      const result = await q.updateTable('newsletter_subscribers')
        .set({ status: 'subscribed', opt_in: 'double', confirmed_at: at, unsubscribed_at: null })
        .where('email_key', '=', emailKey).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Pending or subscribed → unsubscribed; the confirmation link dies with it. True when this call made the change. */
    async unsubscribe(emailKey: string, at: number): Promise<boolean> {
      const result = await q.updateTable('newsletter_subscribers')
        .set({ status: 'unsubscribed', unsubscribed_at: at, confirm_token_hash: null, confirm_issued_at: null })
        .where('email_key', '=', emailKey).where('status', '!=', 'unsubscribed').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Unsubscribed → subscribed again from the unsubscribe page, which records it as the consent's source. */
    async resubscribe(emailKey: string, pagePath: string, at: number): Promise<boolean> {
      const result = await q.updateTable('newsletter_subscribers')
        .set({ status: 'subscribed', opt_in: 'double', source: 'resubscribe', page_path: pagePath, requested_at: at, confirmed_at: at, unsubscribed_at: null })
        .where('email_key', '=', emailKey).where('status', '=', 'unsubscribed').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Up to `limit` rows after `after`, newest sign-ups first, of one status or all. */
    page(status: string | undefined, after: SubscriberKey | undefined, limit: number): Promise<SubscriberRow[]> {
      let query = q.selectFrom('newsletter_subscribers').selectAll();
      if (status !== undefined) query = query.where('status', '=', status);
      if (after) {
        query = query.where((eb) => eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('email_key', '<', after.emailKey)]),
        ]));
      }
      return query.orderBy('created_at', 'desc').orderBy('email_key', 'desc').limit(limit).execute();
    },
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
