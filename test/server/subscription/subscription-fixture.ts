// Test fixture: a store on a fake clock whose visitors start coffee subscriptions through the real checkout, the
// subscription tools the CLI uses on the same database, and readers of what the billing left behind.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createBillingStore } from '../../../server/db/billing';
import type { Database } from '../../../server/db/database';
import { paymentProvidersFromEnv } from '../../../server/payments/payment-config';
import { createSubscriptionAdmin } from '../../../server/subscription/subscription-admin';
import { attemptKey, CARDS, NC_ADDRESS } from '../checkout/checkout-fixture';
import { testDatabase } from '../test-database';
import { CONTENT_DIR, freshApi, itemIdOf, Visitor } from '../visitor';

export const DAY = 86_400_000;
/** Monday 5 January 2026, 10:00 in New York (the demo store's time zone). */
export const START = Date.UTC(2026, 0, 5, 15);
/** A card whose saved method is declined on every renewal (the first payment succeeds). */
export const RENEWAL_DECLINED = '4000 0000 0000 0341';

/** A copy of the demo content whose coffee plan ends after `cycles` payments. */
export function contentWithCycles(cycles: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true, filter: (source) => !source.includes('/images') });
  const file = join(dir, 'collections/shop/items/coffee-subscription.json');
  const item = JSON.parse(readFileSync(file, 'utf8'));
  item.structuredContent.subscriptionPlan.numBillingCycles = cycles;
  writeFileSync(file, JSON.stringify(item));
  return dir;
}

export interface Store {
  database: Database;
  clock: { now: number };
  visitor(): Promise<Visitor>;
  admin: ReturnType<typeof createSubscriptionAdmin>;
  close(): Promise<void>;
}

export async function openStore(contentDir = CONTENT_DIR): Promise<Store> {
  const database = await testDatabase();
  const clock = { now: START };
  const payments = paymentProvidersFromEnv({});
  const api = freshApi({ database, contentDir, payments, now: () => clock.now });
  return {
    database,
    clock,
    visitor: () => new Visitor(api).arrive(),
    admin: createSubscriptionAdmin({ database, contentDir, payments, log: () => {} }),
    close: () => api.close(),
  };
}

/** Registers closing after each test and returns an opener: every store it opens is closed when the test ends. */
export function useStores(): (contentDir?: string) => Promise<Store> {
  const opened: Store[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  return async (contentDir) => {
    const store = await openStore(contentDir);
    opened.push(store);
    return store;
  };
}

/** Checks out a coffee subscription paid with `card`; returns the order and the subscription's row. */
export async function subscribe(store: Store, card: string = CARDS.good, email = 'ada@example.com') {
  const visitor = await store.visitor();
  const started = await visitor.request('/api/3/commerce/cart/subscription', { method: 'POST', json: { itemId: itemIdOf('coffee-subscription'), qty: 1 } });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const placed = await visitor.request('/api/commerce/checkout', {
    method: 'POST',
    json: { email, subscriptionToken: started.body.cartToken, shippingAddress: NC_ADDRESS, payment: { provider: 'test', cardNumber: card } },
    headers: { 'Idempotency-Key': attemptKey() },
  });
  if (placed.status !== 201) throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.body)}`);
  const subscription = await createBillingStore(store.database.db).ofOrder(placed.body.order.id);
  if (!subscription) throw new Error('the checkout started no subscription');
  return { visitor, order: placed.body.order, subscription };
}

export const subscriptionRow = async (store: Store, id: string) => (await createBillingStore(store.database.db).find(id))!;

/** The queued emails, oldest first, with their data parsed. */
export async function outbox(store: Store, template?: string) {
  const rows = await store.database.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('dedupe_key').execute();
  return rows.filter((row) => template === undefined || row.template === template)
    .map((row) => ({ to: row.to_address, template: row.template, key: row.dedupe_key, data: JSON.parse(row.payload) }));
}

export const ordersOf = (store: Store, email: string) =>
  store.database.db.selectFrom('orders').selectAll().where('email', '=', email).orderBy('order_number').execute();

/** The manage link's subscription id and token, read from an email's manageUrl. */
export function linkOf(manageUrl: string): { id: string; token: string } {
  const url = new URL(manageUrl);
  return { id: url.searchParams.get('subscription')!, token: url.searchParams.get('token')! };
}
