// The owner's view of the newsletter list: pages of addresses with their consent record (newest sign-ups first,
// by a keyset cursor) and the whole list for an export.
import {
  NEWSLETTER_MESSAGES, type OptIn, type SubscriberRecord, type SubscriberSource, type SubscriberStatus, type SubscribersPage,
  type SubscribersQuery,
} from '../../schemas/newsletter';
import { createNewsletterStore, type SubscriberKey, type SubscriberRow } from '../db/newsletter-subscribers';
import type { Executor } from '../db/schema';
import { DomainError } from '../domain-error';
import { decodeCursor, encodeCursor } from '../restock/page-cursor';

/** Rows read at a time while exporting. */
const EXPORT_BATCH = 500;

export function subscriberRecord(row: SubscriberRow): SubscriberRecord {
  return {
    email: row.email,
    status: row.status as SubscriberStatus,
    optIn: row.opt_in as OptIn,
    source: row.source as SubscriberSource,
    formId: row.form_id === '' ? null : row.form_id,
    productId: row.product_id,
    pagePath: row.page_path,
    signedUpAt: Number(row.created_at),
    requestedAt: Number(row.requested_at),
    consentedAt: row.status === 'pending' || row.confirmed_at === null ? null : Number(row.confirmed_at),
    unsubscribedAt: row.unsubscribed_at === null ? null : Number(row.unsubscribed_at),
  };
}

function keyOf(cursor: string): SubscriberKey {
  try {
    const [createdAt, emailKey] = decodeCursor(cursor, ['number', 'string']);
    return { createdAt: createdAt as number, emailKey: emailKey as string };
  } catch {
    throw new DomainError('rejected', NEWSLETTER_MESSAGES.badCursor);
  }
}

export function createSubscriberListing(q: Executor) {
  const store = createNewsletterStore(q);
  return {
    async page(query: SubscribersQuery): Promise<SubscribersPage> {
      const rows = await store.page(query.status, query.cursor === undefined ? undefined : keyOf(query.cursor), query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items[items.length - 1];
      const hasNextPage = rows.length > query.limit;
      return {
        subscribers: items.map(subscriberRecord),
        hasNextPage,
        nextPageCursor: hasNextPage ? encodeCursor([Number(last.created_at), last.email_key]) : null,
      };
    },

    /** Every address (of one status, when given), newest sign-ups first. */
    async all(status: SubscriberStatus | undefined): Promise<SubscriberRecord[]> {
      const records: SubscriberRecord[] = [];
      let after: SubscriberKey | undefined;
      for (;;) {
        const rows = await store.page(status, after, EXPORT_BATCH);
        records.push(...rows.map(subscriberRecord));
        if (rows.length < EXPORT_BATCH) return records;
        const last = rows[rows.length - 1];
        after = { createdAt: Number(last.created_at), emailKey: last.email_key };
      }
    },
  };
}

export type SubscriberListing = ReturnType<typeof createSubscriberListing>;
