// The newsletter's consent rules (double opt-in). A sign-up — a newsletter form, or the back-in-stock form's box —
// records the address as pending and queues the confirmation email in the same transaction; the address is
// subscribed only once the emailed link is followed. Unsubscribing works from every list email's link, for good;
// re-subscribing from that page is immediate, since the link reached only that inbox. Nothing a sign-up answers
// tells whether an address was on the list already.
import type { Kysely } from 'kysely';
import { NEWSLETTER_MESSAGES, type NewsletterSubscription, type SubscriberStatus } from '../../schemas/newsletter';
import { createNewsletterStore, emailKeyOf, type SignUpOrigin, type SubscriberRow } from '../db/newsletter-subscribers';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { enqueueEmail } from '../email/outbox';
import {
  CONFIRM_TTL_MS, confirmToken, confirmUrl, newTokenKey, oneClickUrl, tokenHash, UNSUBSCRIBE_PAGE, unsubscribePageUrl,
  unsubscribeToken,
} from './newsletter-links';

/** A repeat sign-up of a pending address re-sends the confirmation at most this often (no mail-bombing an inbox). */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** A re-sent confirmation keeps the link it sent before while that one has at least this long left. */
const REUSE_MARGIN_MS = 24 * 60 * 60 * 1000;

export interface NewsletterDeps {
  db: Kysely<Tables>;
  storeName: string;
  /** the published site's origin, for the links */
  baseUrl: string;
  now: () => number;
}

/** A sign-up: the address and where it was made (a site form, or the back-in-stock form of a product). */
export type SignUpRequest =
  | { email: string; source: 'form'; formId: string; pagePath?: string }
  | { email: string; source: 'restock'; productId: string; pagePath?: string };

/** What other services need of the list: joining it (always through the confirmation). */
export interface MailingList {
  signUp(request: SignUpRequest): Promise<void>;
}

function originOf(request: SignUpRequest): SignUpOrigin {
  return request.source === 'form'
    ? { source: 'form', formId: request.formId, productId: null, pagePath: request.pagePath ?? null }
    : { source: 'restock', formId: '', productId: request.productId, pagePath: request.pagePath ?? null };
}

const viewOf = (row: Pick<SubscriberRow, 'email'>, status: SubscriberStatus): NewsletterSubscription => ({ email: row.email, status });

export function createNewsletterService({ db, storeName, baseUrl, now }: NewsletterDeps) {
  const store = createNewsletterStore(db);

  /** Queues the confirmation email for `row`'s address with the link issued at `issuedAt`. */
  async function queueConfirmation(q: Parameters<typeof enqueueEmail>[0], email: string, tokenKey: string, issuedAt: number, at: number): Promise<void> {
    const unsubscribe = unsubscribeToken(tokenKey);
    await enqueueEmail(q, {
      template: 'newsletter-confirm',
      to: email,
      dedupeKey: `newsletter-confirm:${emailKeyOf(email)}:${at}`,
      data: {
        storeName,
        email,
        confirmUrl: confirmUrl(baseUrl, confirmToken(tokenKey, issuedAt)),
        validDays: Math.round(CONFIRM_TTL_MS / (24 * 60 * 60 * 1000)),
        unsubscribeUrl: oneClickUrl(baseUrl, unsubscribe),
        unsubscribePageUrl: unsubscribePageUrl(baseUrl, unsubscribe),
      },
    }, at);
  }

  /** The row's token key, giving one to a row made before consent tracking. */
  async function tokenKeyOf(row: SubscriberRow): Promise<string> {
    if (row.token_key) return row.token_key;
    const key = newTokenKey();
    await store.setTokens(row.email_key, key, tokenHash(unsubscribeToken(key)));
    const again = await store.find(row.email);
    return again!.token_key!;
  }

  async function byUnsubscribeToken(token: string): Promise<SubscriberRow> {
    const row = await store.findByUnsubscribeToken(tokenHash(token));
    if (!row) throw new DomainError('not_found', NEWSLETTER_MESSAGES.unsubscribeNotFound);
    return row;
  }

  return {
    /**
     * Records a sign-up and emails the confirmation link: a new address, a pending one whose last email is older
     * than RESEND_INTERVAL_MS, or an unsubscribed one coming back. A subscribed address changes nothing.
     */
    async signUp(request: SignUpRequest): Promise<void> {
      const email = request.email.trim();
      const origin = originOf(request);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const list = createNewsletterStore(trx);
        const tokenKey = newTokenKey();
        const added = await list.addPending({
          email, ...origin, tokenKey, at,
          confirmTokenHash: tokenHash(confirmToken(tokenKey, at)),
          unsubscribeTokenHash: tokenHash(unsubscribeToken(tokenKey)),
        });
        if (added) return queueConfirmation(trx, email, tokenKey, at, at);

        const row = await list.find(email);
        if (!row || row.status === 'subscribed') return;
        if (row.status === 'pending' && row.confirm_sent_at !== null && row.confirm_sent_at > at - RESEND_INTERVAL_MS) return;
        let key = row.token_key;
        if (!key) {
          key = newTokenKey();
          await list.setTokens(row.email_key, key, tokenHash(unsubscribeToken(key)));
        }
        // A pending address keeps the link it was sent while that has a day or more left, so either email works.
        const keepsLink = row.status === 'pending' && row.confirm_issued_at !== null && row.confirm_issued_at + CONFIRM_TTL_MS - REUSE_MARGIN_MS > at;
        const issuedAt = keepsLink ? row.confirm_issued_at! : at;
        const started = await list.startRound(row, { email, ...origin, at, confirmIssuedAt: issuedAt, confirmTokenHash: tokenHash(confirmToken(key, issuedAt)) });
        if (started) await queueConfirmation(trx, email, key, issuedAt, at);
      });
    },

    /** Subscribes the address of a confirmation link; 404 for a link that matches nothing, 410 once it expired. */
    async confirm(token: string): Promise<NewsletterSubscription> {
      const row = await store.findByConfirmToken(tokenHash(token));
      if (!row) throw new DomainError('not_found', NEWSLETTER_MESSAGES.confirmNotFound);
      if (row.status === 'subscribed') return viewOf(row, 'subscribed');
      const at = now();
      if (row.confirm_issued_at === null || row.confirm_issued_at + CONFIRM_TTL_MS <= at) {
        throw new DomainError('gone', NEWSLETTER_MESSAGES.confirmExpired);
      }
      await store.confirm(row.email_key, at);
      const after = await store.find(row.email);
      return viewOf(row, (after?.status ?? 'subscribed') as SubscriberStatus);
    },

    /** The address and state of an unsubscribe link; changes nothing. */
    async read(token: string): Promise<NewsletterSubscription> {
      const row = await byUnsubscribeToken(token);
      return viewOf(row, row.status as SubscriberStatus);
    },

    /** Unsubscribes the address of an unsubscribe link at once; a repeat answers the same. */
    async unsubscribe(token: string): Promise<NewsletterSubscription> {
      const row = await byUnsubscribeToken(token);
      await store.unsubscribe(row.email_key, now());
      return viewOf(row, 'unsubscribed');
    },

    /** Subscribes the address of an unsubscribe link again, recording the page as the consent's source. */
    async resubscribe(token: string): Promise<NewsletterSubscription> {
      const row = await byUnsubscribeToken(token);
      if (row.status === 'pending') await store.confirm(row.email_key, now());
      else await store.resubscribe(row.email_key, UNSUBSCRIBE_PAGE, now());
      return viewOf(row, 'subscribed');
    },

    /** The unsubscribe link's token of an address on the list (for any list email), or undefined. */
    async unsubscribeTokenFor(email: string): Promise<string | undefined> {
      const row = await store.find(email);
      return row && unsubscribeToken(await tokenKeyOf(row));
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
