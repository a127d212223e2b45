// `kiosk orders`: on the database a server placed orders in, the command lists, shows, ships, refunds and cancels
// them with the owner API's rules; the server then sees the changes, and refusals exit 1 with the rule's message.
import { describe, expect, it } from 'vitest';
import { useCommandStore } from './command-store';
import { OWNER_ORDER_MESSAGES as M } from '../../schemas/owner-orders';
import { createCatalogStore } from '../../server/db/catalog';
import { openDatabase, type Database } from '../../server/db/database';
import { createOutboxStore } from '../../server/db/outbox';
import { addItem, addTee, checkout, NC_ADDRESS } from '../server/checkout/checkout-fixture';
import { Visitor } from '../server/visitor';

const store = useCommandStore('orders');
const kiosk = store.kiosk;

/** A server on the command's database, with a shopper who places orders. */
async function shop() {
  const api = store.server();
  return {
    async order(tees: number, ebook = false) {
      const shopper = await new Visitor(api).arrive();
      if (tees > 0) await addTee(shopper, tees);
      if (ebook) await addItem(shopper, 'field-guide-ebook');
      const placed = await checkout(shopper, tees > 0 ? { shippingAddress: NC_ADDRESS } : {});
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return placed.body.order;
    },
  };
}

/** Reads the command's database directly, as neither the server nor the command would show it. */
async function reading<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ file: store.dbFile });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

const outbox = (template: string) =>
  reading(async ({ db }) => (await createOutboxStore(db).list({ limit: 100 })).filter((row) => row.template === template));
const teeStock = () => reading(async ({ db }) => (await createCatalogStore(db).variantStock('SQ-TEE-BLK-M'))?.qty_in_stock);

describe('kiosk orders', () => {
  it('lists orders newest first with their totals, filtered by status, and shows one with its lines', async () => {
    const store = await shop();
    await store.order(1);
    const second = await store.order(2, true);

    const listed = await kiosk('orders', 'list');
    expect(listed.code, listed.output).toBe(0);
    const rows = listed.output.trim().split('\n');
    expect(rows[0]).toMatch(/^number\s+placed \(UTC\)\s+status\s+payment\s+email\s+items\s+total/);
    expect(rows[1]).toMatch(/^1002\s.*placed\s+captured\s+ada@example\.com\s+3\s+\$\d+\.\d\d\s+test$/);
    expect(rows[2]).toMatch(/^1001\s.*\s1\s+\$32\.47\s+test$/);

    const paged = await kiosk('orders', 'list', '--limit', '1');
    expect(paged.output).toMatch(/More: kiosk orders list --cursor \S+ --limit 1/);
    expect((await kiosk('orders', 'list', '--status', 'cancelled')).output).toContain('No orders match.');

    const shown = await kiosk('orders', 'show', '1002');
    expect(shown.code).toBe(0);
    expect(shown.output).toContain(`Order 1002 (${second.id}) [test]`);
    expect(shown.output).toContain(second.lines[0].id);
    expect(shown.output).toMatch(/SQ-TEE-BLK-M\s+.*PHYSICAL\s+2\s+0\s+\$25\.00\s+\$50\.00/);
    expect(shown.output).toContain('SQ-EBOOK-GUIDE');
  });

  it('marks an order shipped and queues the customer email, or not with --no-email', async () => {
    const store = await shop();
    await store.order(1);
    await store.order(1);
    const shipped = await kiosk('orders', 'fulfil', '1001', '--tracking', '1Z999', '--tracking-url', 'https://track.example.com/1Z999', '--carrier', 'UPS');
    expect(shipped.code, shipped.output).toBe(0);
    expect(shipped.output).toContain('Order 1001 is marked shipped; ada@example.com will get the tracking by email.');
    expect(shipped.output).toContain('tracking 1Z999');
    expect((await kiosk('orders', 'fulfil', '1002', '--no-email')).code).toBe(0);
    const sent = await outbox('order-shipped');
    expect(sent.map((row) => JSON.parse(row.payload).orderNumber)).toEqual(['1001']);

    const again = await kiosk('orders', 'fulfil', '1001');
    expect(again).toEqual({ code: 1, output: `kiosk orders: ${M.notShippable('fulfilled')}\n` });
    const badUrl = await kiosk('orders', 'fulfil', '1001', '--tracking-url', 'http://track.example.com');
    expect(badUrl.code).toBe(1);
    expect(badUrl.output).toContain('trackingUrl: trackingUrl must be an https:// URL.');
  });

  it('refunds an amount, then lines, and refuses more than is left', async () => {
    const store = await shop();
    const order = await store.order(2);
    const part = await kiosk('orders', 'refund', '1001', '--amount', '5.00', '--reason', 'Scuffed box');
    expect(part.code, part.output).toBe(0);
    expect(part.output).toContain('Refunded $5.00 of order 1001; ada@example.com is told by email.');
    expect(part.output).toMatch(/partially_refunded, payment partially_refunded/);

    const line = await kiosk('orders', 'refund', order.id, '--line', `${order.lines[0].id}:1`);
    expect(line.code, line.output).toBe(0);
    expect(line.output).toContain('Refunded $25.00 of order 1001');
    expect(line.output).toMatch(/PHYSICAL\s+2\s+1\s/);
    expect(await teeStock()).toBe(9);

    const tooMuch = await kiosk('orders', 'refund', '1001', '--amount', '500');
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.output).toContain('That is more than is left to refund: at most $28.66.');
    const badLine = await kiosk('orders', 'refund', '1001', '--line', 'nope');
    expect(badLine.code).toBe(1);
    expect(badLine.output).toContain('--line takes <lineId>:<quantity>');
    const badAmount = await kiosk('orders', 'refund', '1001', '--amount', 'ten');
    expect(badAmount.code).toBe(1);
    expect(badAmount.output).toContain('--amount takes a positive amount such as 12.50, not "ten"');

    const rest = await kiosk('orders', 'refund', '1001');
    expect(rest.output).toContain('Refunded $28.66 of order 1001');
    expect(rest.output).toMatch(/refunded, payment refunded/);
    expect((await outbox('order-refunded')).length).toBe(3);
  });

  it('cancels a placed order, and refuses an unknown one or a missing reference', async () => {
    const store = await shop();
    await store.order(1, true);
    const cancelled = await kiosk('orders', 'cancel', '1001');
    expect(cancelled.code, cancelled.output).toBe(0);
    expect(cancelled.output).toContain('Order 1001 is cancelled; ada@example.com is told by email.');
    expect(cancelled.output).toMatch(/cancelled, payment refunded/);
    expect(await teeStock()).toBe(10);
    expect(await kiosk('orders', 'cancel', '1001')).toEqual({ code: 1, output: `kiosk orders: ${M.notCancellable('cancelled')}\n` });
    expect(await kiosk('orders', 'show', '7777')).toEqual({ code: 1, output: `kiosk orders: ${M.orderNotFound}\n` });
    const missing = await kiosk('orders', 'refund');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('refund needs one order id or number');
    expect((await kiosk('orders', 'ship', '1001')).output).toContain('expected list, show, fulfil, refund, cancel');
  });
});
