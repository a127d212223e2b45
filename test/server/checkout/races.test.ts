// Concurrent checkouts never oversell stock, overdraw a gift card or overuse a coupon, on SQLite and PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { createCouponStore } from '../../../server/db/coupons';
import type { Database } from '../../../server/db/database';
import { createOrderStore } from '../../../server/db/orders';
import { testDatabase } from '../test-database';
import { freshApi, Visitor, type Answer } from '../visitor';
import { addItem, addTee, checkout, giftCardBalance, issueGiftCard, NC_ADDRESS } from './checkout-fixture';

const closing: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(closing.map((api) => api.close()));
});

async function store(): Promise<{ database: Database; api: ReturnType<typeof freshApi> }> {
  const database = await testDatabase();
  const api = freshApi({ database, rateLimit: { limit: 1000, windowMs: 10_000 } });
  closing.push(api);
  return { database, api };
}

const statuses = (answers: readonly Answer[]) => answers.map((answer) => answer.status).sort().join(',');
const count = (answers: readonly Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

describe('checkout races', () => {
  it('stock 3, 50 visitors checking out at once: exactly 3 orders, 47 × 409, stock 0, no 5xx', async () => {
    const { database, api } = await store();
    const visitors = await Promise.all(Array.from({ length: 50 }, async () => {
      const visitor = await new Visitor(api).arrive();
      await addItem(visitor, 'ceramic-mug');
      return visitor;
    }));
    const answers = await Promise.all(visitors.map((visitor, i) => checkout(visitor, { email: `buyer${i}@example.com`, shippingAddress: NC_ADDRESS })));
    expect(count(answers, 201), statuses(answers)).toBe(3);
    expect(count(answers, 409), statuses(answers)).toBe(47);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toBe('Sorry, we do not have enough of that item available.');
      expect(refused.body.items[0]).toMatchObject({ sku: 'SQ-MUG-WHT', requested: 1, available: 0 });
    }
    const stock = await database.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', 'SQ-MUG-WHT').executeTakeFirstOrThrow();
    expect(stock.qty_in_stock).toBe(0);
    expect(await createOrderStore(database.db).list({ limit: 100 })).toHaveLength(3);
    // Every authorization of a refused checkout was released; only the three orders' payments were captured.
    const payments = await database.db.selectFrom('payments').select(['status', 'order_id']).execute();
    expect(payments.filter((p) => p.status === 'captured').every((p) => p.order_id !== null)).toBe(true);
    expect(payments.filter((p) => p.status === 'captured')).toHaveLength(3);
    expect(payments.filter((p) => p.status === 'authorized' || p.status === 'pending')).toHaveLength(0);
  });

  it('orders of the same two goods in opposite line order never deadlock: 3 placed, the rest 409, no 5xx', async () => {
    const { database, api } = await store();
    const visitors = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const visitor = await new Visitor(api).arrive();
      if (i % 2 === 0) {
        await addTee(visitor, 1);
        await addItem(visitor, 'ceramic-mug');
      } else {
        await addItem(visitor, 'ceramic-mug');
        await addTee(visitor, 1);
      }
      return visitor;
    }));
    const answers = await Promise.all(visitors.map((visitor) => checkout(visitor, { shippingAddress: NC_ADDRESS })));
    expect(count(answers, 201), statuses(answers)).toBe(3);
    expect(count(answers, 409), statuses(answers)).toBe(17);
    const tee = await database.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', 'SQ-TEE-BLK-M').executeTakeFirstOrThrow();
    expect(tee.qty_in_stock).toBe(10 - 3);
  });

  it('a gift card of 50.00 spent by 10 concurrent orders of 20.95: at most 2 paid by it in full, the balance never below 0', async () => {
    const { database, api } = await store();
    const code = await issueGiftCard(database, 5000);
    const visitors = await Promise.all(Array.from({ length: 10 }, async () => {
      const visitor = await new Visitor(api).arrive();
      await addTee(visitor, 1, 'SQ-TEE-BLK-S'); // $20.00 on sale; NC tax 0.95 with pickup
      return visitor;
    }));
    // Each order offers the card and a test card: the gift card pays what it still holds, the card the rest.
    const answers = await Promise.all(visitors.map((visitor) => checkout(visitor, {
      shippingAddress: NC_ADDRESS, shippingOptionId: 'pickup-asheville', giftCardCodes: [code],
    })));
    const placed = answers.filter((answer) => answer.status === 201);
    // An order whose card changed under it answers 409; one priced after the card was spent is refused up front
    // (422, the card has no balance left): on a busy machine the ten do not all overlap.
    const refusedEmpty = (answer: Answer) => answer.status === 422 && answer.body.error === CHECKOUT_MESSAGES.emptyGiftCard;
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409 || refusedEmpty(answer)), statuses(answers)).toBe(true);
    const spent = placed.map((answer) => answer.body.order.giftCardCents as number);
    expect(spent.filter((cents) => cents === 2095).length, spent.join(',')).toBeLessThanOrEqual(2);
    for (const answer of placed) expect(answer.body.order.giftCardCents + answer.body.order.amountChargedCents).toBe(2095);
    const balance = await giftCardBalance(database, code);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(5000 - spent.reduce((sum, cents) => sum + cents, 0));
    const ledger = await database.db.selectFrom('gift_card_ledger').select('amount_cents').execute();
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(balance - 5000);
  });

  it('a coupon with 5 uses left and 20 concurrent orders: exactly 5 discounted', async () => {
    const { database, api } = await store();
    // TAKE5 allows 100 uses in all (content/checkout.json): 95 are gone.
    const coupons = createCouponStore(database.db);
    await coupons.take('TAKE5', undefined);
    await database.db.updateTable('coupon_usage').set({ uses: 95 }).where('code', '=', 'TAKE5').execute();
    const visitors = await Promise.all(Array.from({ length: 20 }, async () => {
      const visitor = await new Visitor(api).arrive();
      await addTee(visitor, 1);
      return visitor;
    }));
    const answers = await Promise.all(visitors.map((visitor, i) => checkout(visitor, {
      email: `coupon${i}@example.com`, shippingAddress: NC_ADDRESS, couponCode: 'take5',
    })));
    const discounted = answers.filter((answer) => answer.status === 201 && answer.body.order.discountCents === 500);
    expect(discounted.length, statuses(answers)).toBe(5);
    expect(count(answers, 201)).toBe(5);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const usage = await database.db.selectFrom('coupon_usage').select('uses').where('code', '=', 'TAKE5').executeTakeFirstOrThrow();
    expect(usage.uses).toBe(100);
  });
});
