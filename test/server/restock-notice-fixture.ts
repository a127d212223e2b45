// Test helpers for back-in-stock notices: a store with a clock the test moves (ownerStore), sign-ups, the owner's
// stock changes, and the notices the outbox holds (whom, with which unsubscribe token).
import { expect } from 'vitest';
import { createOutboxStore } from '../../server/db/outbox';
import type { Database } from '../../server/db/database';
import { OWNER_STOCK, type OwnerStore } from './owner/owner-fixture';
import { contentVariantId } from './restock-fixture';
import { itemIdOf, type Visitor } from './visitor';

export const RESTOCK = '/api/site-users/account/notifications/restock';
export const UNSUBSCRIBE = '/api/commerce/restock/unsubscribe';
export const PRINT = itemIdOf('limited-print');
export const A3 = contentVariantId('limited-print', 'SQ-PRINT-A3');
export const A2 = contentVariantId('limited-print', 'SQ-PRINT-A2');
export const MINUTE = 60_000;

export async function signUp(visitor: Visitor, email: string, variantId = A3): Promise<void> {
  const answer = await visitor.request(RESTOCK, { method: 'POST', json: { productId: PRINT, variantId, siteVisitorEmail: email } });
  expect(answer.status).toBe(200);
}

/** Signs each address up in turn, a clock tick apart (first come, first served by sign-up time). */
export async function signUpAll(store: OwnerStore, emails: readonly string[], variantId = A3): Promise<void> {
  const visitor = await store.shopper();
  for (const email of emails) {
    store.clock.at += 1000;
    await signUp(visitor, email, variantId);
  }
}

/** PUT /api/owner/stock/{sku} as the owner; expects it to apply. */
export async function setStock(store: OwnerStore, sku: string, change: { quantity: number } | { adjustBy: number }): Promise<void> {
  const answer = await store.owner(`${OWNER_STOCK}/${sku}`, { method: 'PUT', json: change });
  expect(answer.status).toBe(200);
}

export interface QueuedNotice {
  to: string;
  dedupeKey: string;
  data: {
    storeName: string;
    title: string;
    options: { name: string; value: string }[];
    productUrl: string;
    unsubscribePageUrl: string;
    unsubscribeUrl: string;
  };
  /** the token of its unsubscribe links */
  token: string;
}

/** Every queued back-in-stock notice, oldest first. */
export async function notices(database: Database): Promise<QueuedNotice[]> {
  const rows = (await createOutboxStore(database.db).list({ limit: 1000 })).filter((row) => row.template === 'restock-notice').reverse();
  return rows.map((row) => {
    const data = JSON.parse(row.payload) as QueuedNotice['data'];
    return { to: row.to_address, dedupeKey: row.dedupe_key, data, token: new URL(data.unsubscribePageUrl).searchParams.get('token') ?? '' };
  });
}

export async function noticedAddresses(database: Database): Promise<string[]> {
  return (await notices(database)).map((notice) => notice.to);
}
