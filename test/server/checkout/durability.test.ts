// Orders survive SIGKILL: a server process is killed at random moments while visitors check out; after a
// restart every order that was answered 201 is there, stock is the initial stock less what orders took, and no
// payment is captured without an order (reconciliation settles what the kill left half done).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../../server/checkout/reconcile-payments';
import { openDatabase } from '../../../server/db/database';
import { createPaymentStore } from '../../../server/db/payments';
import { paymentProvidersFromEnv } from '../../../server/payments/payment-config';
import { freshTestDatabase, testPostgresUrl } from '../../harness/postgres-database';
import { startApiProcess } from '../../harness/api-process';
import { TEST_ENGINE } from '../test-database';
import { itemIdOf, Visitor, type InProcessApp } from '../visitor';
import { attemptKey, NC_ADDRESS } from './checkout-fixture';

const TEE_SKUS = ['SQ-TEE-BLK-S', 'SQ-TEE-BLK-M', 'SQ-TEE-BLK-L', 'SQ-TEE-WHT-S', 'SQ-TEE-WHT-M', 'SQ-TEE-WHT-L'];
const ROUNDS = 4;
const SHOPPERS = 6;

/** Real HTTP to the current process; each shopper from its own forwarded address. */
function overHttp(url: () => string, address: string): InProcessApp {
  return {
    request: (path, init) => fetch(url() + path, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': address } }),
  };
}

async function storeEnv(): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }> {
  if (TEST_ENGINE === 'postgres') {
    const made = await freshTestDatabase(testPostgresUrl()!);
    return { env: { DATABASE_URL: made.url }, open: () => openDatabase({ url: made.url, poolSize: 2 }) };
  }
  const file = join(mkdtempSync(join(tmpdir(), 'kiosk-durable-')), 'kiosk.db');
  return { env: { KIOSK_DB: file }, open: () => openDatabase({ file }) };
}

describe('orders survive SIGKILL', () => {
  it('keeps every acknowledged order, the stock they took, and no payment without its order', async () => {
    const { env, open } = await storeEnv();
    const acknowledged: { id: string; sku: string }[] = [];
    let refusedOrFailed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startApiProcess(env);
      let running = true;
      const shoppers = Array.from({ length: SHOPPERS }, async (_, shopper) => {
        while (running) {
          try {
            const visitor = await new Visitor(overHttp(() => server.url, `198.51.100.${round * SHOPPERS + shopper + 1}`)).arrive();
            const sku = TEE_SKUS[(round + shopper + acknowledged.length) % TEE_SKUS.length];
            const added = await visitor.add({ itemId: itemIdOf('classic-tee'), sku, quantity: 1 });
            if (added.status !== 200) { refusedOrFailed += 1; continue; }
            const placed = await visitor.request('/api/commerce/checkout', {
              method: 'POST', headers: { 'Idempotency-Key': attemptKey() },
              json: { email: `durable${shopper}@example.com`, shippingAddress: NC_ADDRESS, payment: { provider: 'test', cardNumber: '4242424242424242' } },
            });
            if (placed.status === 201) acknowledged.push({ id: placed.body.order.id, sku });
            else refusedOrFailed += 1;
          } catch {
            // The connection died with the process: this attempt has no answer, so it promised nothing.
            refusedOrFailed += 1;
          }
        }
      });
      await new Promise((done) => setTimeout(done, 400 + Math.floor(Math.random() * 600)));
      await server.kill();
      running = false;
      await Promise.all(shoppers);
    }
    expect(acknowledged.length).toBeGreaterThan(0);

    const database = await open();
    try {
      await reconcilePayments({ db: database.db, providers: paymentProvidersFromEnv({}).providers, now: Date.now, log: () => {} }, 0);
      const orders = await database.db.selectFrom('orders').select(['id', 'payment_status']).execute();
      const ids = new Set(orders.map((order) => order.id));
      for (const order of acknowledged) expect(ids.has(order.id), `order ${order.id} was answered 201`).toBe(true);

      const sold = await database.db.selectFrom('order_lines').select(['sku', 'quantity']).execute();
      const variants = await database.db.selectFrom('variants').select(['sku', 'qty_in_stock', 'content_qty']).where('sku', 'in', TEE_SKUS).execute();
      for (const variant of variants) {
        const units = sold.filter((line) => line.sku === variant.sku).reduce((sum, line) => sum + line.quantity, 0);
        expect(variant.qty_in_stock, variant.sku).toBe(variant.content_qty - units);
      }
      const payments = await database.db.selectFrom('payments').select(['id', 'status', 'order_id']).execute();
      for (const payment of payments.filter((p) => p.status === 'captured')) expect(ids.has(payment.order_id ?? ''), payment.id).toBe(true);
      expect(payments.filter((p) => p.status === 'authorized' || p.status === 'pending')).toEqual([]);
      expect(orders.every((order) => order.payment_status === 'captured')).toBe(true);
      expect(await createPaymentStore(database.db).stuck(['pending', 'authorized'], Date.now() + 1)).toEqual([]);
      console.log(`durability (${TEST_ENGINE}): ${ROUNDS} kills, ${acknowledged.length} orders acknowledged and kept, ${orders.length} in all, ${refusedOrFailed} attempts cut off or refused`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
