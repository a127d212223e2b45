// Test fixture for the owner's order and stock routes: a store on a fresh database with an owner key, a clock the
// test sets, a test payment provider the test can look into, and helpers to place orders and call owner routes.
import type { PaymentProviderName } from '../../../schemas/checkout';
import type { OwnerRole } from '../../../schemas/owner-roles';
import { createCatalogStore } from '../../../server/db/catalog';
import type { Database } from '../../../server/db/database';
import { createOutboxStore } from '../../../server/db/outbox';
import { createPaymentStore } from '../../../server/db/payments';
import type { PaymentProvider } from '../../../server/payments/provider';
import { createTestProvider, type TestPaymentProvider } from '../../../server/payments/test-provider';
import { addItem, addTee, checkout, NC_ADDRESS } from '../checkout/checkout-fixture';
import { grantOwnerKey, OWNER_KEY } from '../restock-fixture';
import { testDatabase } from '../test-database';
import { freshApi, Visitor, type Answer } from '../visitor';

export const OWNER_ORDERS = '/api/owner/orders';
export const OWNER_STOCK = '/api/owner/stock';
const LOOSE_LIMIT = { limit: 100_000, windowMs: 1000 };

export interface OwnerStore {
  database: Database;
  provider: TestPaymentProvider;
  /** the store's clock: set `clock.at` to place orders at a given time */
  clock: { at: number };
  shopper(): Promise<Visitor>;
  /** an owner route, with OWNER_KEY (a STORE_MANAGER's) unless `key` says otherwise */
  owner(path: string, options?: { method?: string; json?: unknown; key?: string | null; rawBody?: string; headers?: Record<string, string> }): Promise<Answer>;
  close(): Promise<void>;
}

/** A store whose provider is `wrap(testProvider)` (a test that makes the provider fail wraps it). */
export async function ownerStore(wrap: (provider: TestPaymentProvider) => PaymentProvider = (provider) => provider): Promise<OwnerStore> {
  const database = await testDatabase();
  await grantOwnerKey(database);
  const provider = createTestProvider();
  const clock = { at: Date.UTC(2026, 10, 2, 15) };
  const api = freshApi({
    database,
    now: () => (clock.at += 1),
    rateLimit: LOOSE_LIMIT,
    payments: {
      providers: new Map<PaymentProviderName, PaymentProvider>([['test', wrap(provider)]]),
      config: { providers: ['test'], stripePublishableKey: null, testMode: true },
    },
  });
  const owner = new Visitor(api);
  return {
    database,
    provider,
    clock,
    shopper: () => new Visitor(api).arrive(),
    owner: (path, options = {}) => owner.request(path, {
      method: options.method ?? (options.json === undefined && options.rawBody === undefined ? 'GET' : 'POST'),
      json: options.json,
      rawBody: options.rawBody,
      headers: { ...options.headers, ...(options.key === null ? {} : { Authorization: `Bearer ${options.key ?? OWNER_KEY}` }) },
    }),
    close: () => api.close(),
  };
}

/** Adds another owner key with `role` and returns it. */
export async function keyFor(database: Database, role: OwnerRole): Promise<string> {
  const key = `kiosk_${role.toLowerCase()}-key-for-tests-0123456789`;
  await grantOwnerKey(database, role, key);
  return key;
}

/** Places an order of `tees` black M tees (and the e-book when asked), shipped to North Carolina; its 201 body. */
export async function placeOrder(store: OwnerStore, options: { tees?: number; ebook?: boolean; email?: string; giftCardCodes?: string[]; couponCode?: string } = {}) {
  const shopper = await store.shopper();
  if ((options.tees ?? 1) > 0) await addTee(shopper, options.tees ?? 1);
  if (options.ebook) await addItem(shopper, 'field-guide-ebook');
  const placed = await checkout(shopper, {
    email: options.email ?? 'ada@example.com',
    ...((options.tees ?? 1) > 0 ? { shippingAddress: NC_ADDRESS } : {}),
    ...(options.giftCardCodes ? { giftCardCodes: options.giftCardCodes } : {}),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  });
  if (placed.status !== 201) throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.body)}`);
  return { ...(placed.body as { order: any; confirmationUrl: string }), shopper };
}

export async function stockOf(database: Database, sku: string): Promise<number | undefined> {
  return (await createCatalogStore(database.db).variantStock(sku))?.qty_in_stock;
}

export async function emails(database: Database, template: string) {
  return (await createOutboxStore(database.db).list({ limit: 500 })).filter((row) => row.template === template)
    .map((row) => ({ to: row.to_address, data: JSON.parse(row.payload) as Record<string, unknown> }));
}

/** What the test provider says was captured and refunded for an order's card payment. */
export async function providerCharge(store: OwnerStore, orderId: string) {
  const [payment] = await createPaymentStore(store.database.db).ofOrder(orderId);
  return store.provider.inspect(payment.provider_ref!);
}
