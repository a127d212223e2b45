// The owner's order routes end to end on a fresh database: listing with filters and pages, reading by number,
// keys and roles, shipping with its email, refunds (card, then gift cards; stock, downloads) and cancellation.
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_ORDER_MESSAGES as M } from '../../../schemas/owner-orders';
import { createGiftCardStore } from '../../../server/db/gift-cards';
import { OWNER_AUTH_MESSAGES } from '../../../server/middleware/owner-auth';
import { GIFT_CARD_ANSWERS } from '../gift-card-answers';
import { itemIdOf } from '../visitor';
import { addItem, addTee, checkout, giftCardBalance, issueGiftCard, NC_ADDRESS } from '../checkout/checkout-fixture';
import {
  emails, keyFor, OWNER_ORDERS, ownerStore, placeOrder, providerCharge, stockOf, type OwnerStore,
} from './owner-fixture';

const TEE = 'SQ-TEE-BLK-M';
/** One tee ($25.00) shipped to NC: $6.00 shipping, 4.75 % tax on both. */
const ONE_TEE_TOTAL = 2500 + 600 + 147;
/** Two tees: $50.00, $6.00 shipping, tax 266. */
const TWO_TEES_TOTAL = 5000 + 600 + 266;

const stores: OwnerStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function store(...args: Parameters<typeof ownerStore>) {
  const made = await ownerStore(...args);
  stores.push(made);
  return made;
}

describe('GET /api/owner/orders', () => {
  it('lists newest first, a page at a time, filtered by status and by day in the store time zone', async () => {
    const s = await store();
    s.clock.at = Date.UTC(2026, 10, 1, 14); // 1 Nov, 10:00 in New York
    const first = await placeOrder(s, { tees: 2 });
    s.clock.at = Date.UTC(2026, 10, 2, 3); // 2 Nov 03:00 UTC: still 1 Nov, 23:00 in New York
    const second = await placeOrder(s, { email: 'grace@example.com' });
    s.clock.at = Date.UTC(2026, 10, 3, 14);
    const third = await placeOrder(s, { tees: 0, ebook: true });

    const page1 = await s.owner(`${OWNER_ORDERS}?limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.orders.map((o: { orderNumber: number }) => o.orderNumber)).toEqual([1003, 1002]);
    expect(page1.body.orders[1]).toEqual({
      id: second.order.id, orderNumber: 1002, status: 'placed', paymentStatus: 'captured', email: 'grace@example.com',
      createdAt: second.order.createdAt, grandTotalCents: ONE_TEE_TOTAL, currencyCode: 'USD', itemCount: 1, testMode: true,
    });
    const page2 = await s.owner(`${OWNER_ORDERS}?limit=2&cursor=${page1.body.nextPageCursor}`);
    expect(page2.body).toMatchObject({ orders: [{ id: first.order.id, itemCount: 2 }], nextPageCursor: null });

    const firstDay = await s.owner(`${OWNER_ORDERS}?from=2026-11-01&to=2026-11-01`);
    expect(firstDay.body.orders.map((o: { id: string }) => o.id)).toEqual([second.order.id, first.order.id]);
    const later = await s.owner(`${OWNER_ORDERS}?from=2026-11-02`);
    expect(later.body.orders.map((o: { id: string }) => o.id)).toEqual([third.order.id]);

    expect((await s.owner(`${OWNER_ORDERS}/${third.order.id}/cancel`, { json: {} })).status).toBe(200);
    const cancelled = await s.owner(`${OWNER_ORDERS}?status=cancelled`);
    expect(cancelled.body.orders.map((o: { id: string }) => o.id)).toEqual([third.order.id]);
    expect((await s.owner(`${OWNER_ORDERS}?status=placed`)).body.orders).toHaveLength(2);
  });

  it('refuses a bad cursor, date, limit or status with JSON 422', async () => {
    const s = await store();
    expect(await s.owner(`${OWNER_ORDERS}?cursor=nonsense`)).toMatchObject({ status: 422, body: { error: M.badCursor } });
    expect(await s.owner(`${OWNER_ORDERS}?from=yesterday`)).toMatchObject({ status: 422, body: { error: M.badDate } });
    expect(await s.owner(`${OWNER_ORDERS}?from=2026-11-05&to=2026-11-01`)).toMatchObject({ status: 422, body: { error: M.dateOrder } });
    expect((await s.owner(`${OWNER_ORDERS}?limit=0`)).status).toBe(422);
    expect((await s.owner(`${OWNER_ORDERS}?limit=101`)).status).toBe(422);
    expect((await s.owner(`${OWNER_ORDERS}?status=lost`)).status).toBe(422);
  });
});

describe('GET /api/owner/orders/{orderId}', () => {
  it('reads an order by its number or its id, without the customer link', async () => {
    const s = await store();
    const { order } = await placeOrder(s, { tees: 2 });
    const byNumber = await s.owner(`${OWNER_ORDERS}/1001`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toMatchObject({ id: order.id, orderNumber: 1001, grandTotalCents: TWO_TEES_TOTAL, statusUrl: '' });
    expect(byNumber.body.lines[0]).toMatchObject({ sku: TEE, quantity: 2, refundedQuantity: 0 });
    expect((await s.owner(`${OWNER_ORDERS}/${order.id}`)).body.orderNumber).toBe(1001);
    expect(await s.owner(`${OWNER_ORDERS}/1002`)).toMatchObject({ status: 404, body: { error: M.orderNotFound } });
  });
});

describe('owner keys on the order routes', () => {
  it('answers 401 without a key and 403 for a role without the permission', async () => {
    const s = await store();
    const { order } = await placeOrder(s);
    const anonymous = await s.owner(OWNER_ORDERS, { key: null });
    expect(anonymous).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.missing } });

    const viewer = await keyFor(s.database, 'VIEWER');
    expect((await s.owner(`${OWNER_ORDERS}/1001`, { key: viewer })).status).toBe(200);
    const refund = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: {}, key: viewer });
    expect(refund).toMatchObject({ status: 403, body: { error: "This key's role (VIEWER) may not refund and cancel orders.", role: 'VIEWER' } });
    const billing = await keyFor(s.database, 'BILLING');
    expect((await s.owner(`${OWNER_ORDERS}/1001/fulfilment`, { json: {}, key: billing })).status).toBe(403);
    expect((await s.owner(`${OWNER_ORDERS}/1001`)).body).toMatchObject({ id: order.id, status: 'placed', refundedCents: 0 });
  });
});

describe('POST /api/owner/orders/{orderId}/fulfilment', () => {
  it('marks the order shipped and emails the customer the tracking', async () => {
    const s = await store();
    const { order } = await placeOrder(s);
    const shipped = await s.owner(`${OWNER_ORDERS}/1001/fulfilment`, {
      json: { trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://track.example.com/1Z999AA10123456784', carrier: 'UPS' },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({
      id: order.id, status: 'fulfilled',
      fulfillment: { trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://track.example.com/1Z999AA10123456784', carrier: 'UPS' },
    });
    const [email] = await emails(s.database, 'order-shipped');
    expect(email.to).toBe('ada@example.com');
    expect(email.data).toMatchObject({ orderNumber: '1001', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines: [{ title: expect.any(String), quantity: 1 }] });

    const again = await s.owner(`${OWNER_ORDERS}/1001/fulfilment`, { json: {} });
    expect(again).toMatchObject({ status: 409, body: { error: M.notShippable('fulfilled') } });
    expect(await emails(s.database, 'order-shipped')).toHaveLength(1);
  });

  it('sends nothing with notifyCustomer false, and refuses an order with nothing to ship', async () => {
    const s = await store();
    await placeOrder(s);
    await placeOrder(s, { tees: 0, ebook: true });
    const quiet = await s.owner(`${OWNER_ORDERS}/1001/fulfilment`, { json: { notifyCustomer: false } });
    expect(quiet.body).toMatchObject({ status: 'fulfilled', fulfillment: { trackingNumber: null } });
    expect(await emails(s.database, 'order-shipped')).toEqual([]);
    expect(await s.owner(`${OWNER_ORDERS}/1002/fulfilment`, { json: {} })).toMatchObject({ status: 409, body: { error: M.nothingToShip } });
    expect(await s.owner(`${OWNER_ORDERS}/9999/fulfilment`, { json: {} })).toMatchObject({ status: 404, body: { error: M.orderNotFound } });
  });

  it('refuses a tracking URL that is not https, changing nothing', async () => {
    const s = await store();
    await placeOrder(s);
    const bad = await s.owner(`${OWNER_ORDERS}/1001/fulfilment`, { json: { trackingUrl: 'http://track.example.com/1' } });
    expect(bad).toMatchObject({ status: 422, body: { error: 'trackingUrl must be an https:// URL.' } });
    expect((await s.owner(`${OWNER_ORDERS}/1001`)).body).toMatchObject({ status: 'placed', fulfillment: null });
  });
});

describe('POST /api/owner/orders/{orderId}/refunds', () => {
  it('refunds part, then the rest: statuses, amounts, the provider, the emails, the stock', async () => {
    const s = await store();
    const { order } = await placeOrder(s, { tees: 2 });
    expect(await stockOf(s.database, TEE)).toBe(8);

    const part = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { amountCents: 1000, reason: 'Late delivery' } });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ status: 'partially_refunded', paymentStatus: 'partially_refunded', refundedCents: 1000 });
    expect(part.body.lines[0].refundedQuantity).toBe(0); // money only: no line was named
    expect(await stockOf(s.database, TEE)).toBe(8);
    expect(await providerCharge(s, order.id)).toMatchObject({ capturedCents: TWO_TEES_TOTAL, refundedCents: 1000 });

    const rest = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: {} });
    expect(rest.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', refundedCents: TWO_TEES_TOTAL });
    expect(rest.body.lines[0].refundedQuantity).toBe(2);
    expect(await stockOf(s.database, TEE)).toBe(10);
    expect(await providerCharge(s, order.id)).toMatchObject({ refundedCents: TWO_TEES_TOTAL });

    const sent = await emails(s.database, 'order-refunded');
    expect(sent.map((e) => e.data).reverse()).toEqual([
      expect.objectContaining({ amount: '$10.00', fullRefund: false, reason: 'Late delivery' }),
      expect.objectContaining({ amount: '$48.66', fullRefund: true }),
    ]);
    expect(await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: {} })).toMatchObject({ status: 409, body: { error: M.nothingToRefund } });
  });

  it('replays a refund sent again with the same Idempotency-Key instead of refunding twice', async () => {
    const s = await store();
    const { order } = await placeOrder(s, { tees: 2 });
    const send = () => s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { amountCents: 1000 }, headers: { 'Idempotency-Key': 'refund-late-delivery' } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.refundedCents).toBe(1000);
    expect(await providerCharge(s, order.id)).toMatchObject({ refundedCents: 1000 });
    // Another key is another refund.
    const second = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { amountCents: 1000 }, headers: { 'Idempotency-Key': 'refund-second' } });
    expect(second.body.refundedCents).toBe(2000);
  });

  it('restocks refunded physical units and revokes the e-book link, which then answers 410', async () => {
    const s = await store();
    const { order, shopper } = await placeOrder(s, { tees: 2, ebook: true });
    const [tee, ebook] = order.lines;
    expect((await shopper.request(ebook.download.url)).status).toBe(200);

    const refunded = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { lines: [{ lineId: tee.id, quantity: 1 }, { lineId: ebook.id, quantity: 1 }] } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    // Without an amount, the named units' value: one tee and the e-book.
    expect(refunded.body).toMatchObject({ status: 'partially_refunded', refundedCents: 2500 + ebook.unitPriceCents });
    expect(refunded.body.lines.map((l: { refundedQuantity: number }) => l.refundedQuantity)).toEqual([1, 1]);
    expect(await stockOf(s.database, TEE)).toBe(9);
    expect((await shopper.request(ebook.download.url)).status).toBe(410);

    const kept = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { lines: [{ lineId: tee.id, quantity: 1 }], restock: false } });
    expect(kept.body.lines[0].refundedQuantity).toBe(2);
    expect(await stockOf(s.database, TEE)).toBe(9);
  });

  it('gives gift-card money back once the card part is refunded, and refunds an order paid by gift card alone', async () => {
    const s = await store();
    const partial = await issueGiftCard(s.database, 1000);
    const { order } = await placeOrder(s, { giftCardCodes: [partial] });
    expect(order).toMatchObject({ giftCardCents: 1000, amountChargedCents: ONE_TEE_TOTAL - 1000 });
    expect(await giftCardBalance(s.database, partial)).toBe(0);

    // The card part and $3.00 more: the gift card gets the $3.00.
    const beyond = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { amountCents: ONE_TEE_TOTAL - 1000 + 300 } });
    expect(beyond.body).toMatchObject({ status: 'partially_refunded', paymentStatus: 'refunded' });
    expect(await giftCardBalance(s.database, partial)).toBe(300);
    await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: {} });
    expect(await giftCardBalance(s.database, partial)).toBe(1000);

    const whole = await issueGiftCard(s.database, 10_000);
    await placeOrder(s, { giftCardCodes: [whole] });
    expect(await giftCardBalance(s.database, whole)).toBe(10_000 - ONE_TEE_TOTAL);
    const free = await s.owner(`${OWNER_ORDERS}/1002/refunds`, { json: {} });
    expect(free.body).toMatchObject({ status: 'refunded', paymentStatus: 'none', refundedCents: ONE_TEE_TOTAL });
    expect(await giftCardBalance(s.database, whole)).toBe(10_000);
    const ledger = await createGiftCardStore(s.database.db).ledgerOfOrder(free.body.id);
    expect(ledger.map((entry) => entry.amount_cents).sort((a, b) => a - b)).toEqual([-ONE_TEE_TOTAL, ONE_TEE_TOTAL]);
  });

  it('disables the gift card an order issued when its line is refunded', async () => {
    const s = await store();
    const giver = await s.shopper();
    await addItem(giver, 'gift-card', { sku: 'SQ-GIFT-50', additionalFields: GIFT_CARD_ANSWERS });
    const bought = await checkout(giver, { email: 'mara@example.com' });
    expect(bought.status).toBe(201);
    const [sent] = await emails(s.database, 'gift-card');
    const code = sent.data.code as string;
    const refunded = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { lines: [{ lineId: bought.body.order.lines[0].id, quantity: 1 }] } });
    expect(refunded.body).toMatchObject({ status: 'refunded', refundedCents: 5000 });
    const spender = await s.shopper();
    await addTee(spender);
    const spent = await checkout(spender, { shippingAddress: NC_ADDRESS, giftCardCodes: [code] });
    expect(spent.status).toBe(422);
  });

  it('refunds once at the provider when the command is retried after a failure', async () => {
    let failOnce = true;
    const s = await store((provider) => ({
      ...provider,
      async refund(providerRef, cents, refundKey) {
        await provider.refund(providerRef, cents, refundKey);
        if (failOnce) {
          failOnce = false;
          throw new Error('connection reset');
        }
      },
    }));
    const { order } = await placeOrder(s);
    const failed = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { amountCents: 500 } });
    expect(failed).toMatchObject({ status: 502, body: { error: M.refundFailed('connection reset') } });
    expect((await s.owner(`${OWNER_ORDERS}/1001`)).body.refundedCents).toBe(0);

    const retried = await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: { amountCents: 500 } });
    expect(retried.body.refundedCents).toBe(500);
    expect(await providerCharge(s, order.id)).toMatchObject({ refundedCents: 500 });
  });

  it('refuses bad input with JSON 4xx and changes nothing', async () => {
    const s = await store();
    const { order } = await placeOrder(s, { tees: 2 });
    const line = order.lines[0].id;
    const refund = (json: unknown) => s.owner(`${OWNER_ORDERS}/1001/refunds`, { json });
    expect(await refund({ amountCents: TWO_TEES_TOTAL + 1 })).toMatchObject({ status: 422, body: { error: M.tooMuch('$58.66'), refundableCents: TWO_TEES_TOTAL } });
    expect((await refund({ amountCents: -5 })).status).toBe(422);
    expect((await refund({ amountCents: 12.5 })).status).toBe(422);
    expect(await refund({ lines: [{ lineId: 'nope', quantity: 1 }] })).toMatchObject({ status: 422, body: { error: M.unknownLine('nope') } });
    expect(await refund({ lines: [{ lineId: line, quantity: 3 }] })).toMatchObject({ status: 422, body: { error: M.tooManyUnits(line, 2) } });
    expect(await refund({ lines: [{ lineId: line, quantity: 1 }, { lineId: line, quantity: 1 }] })).toMatchObject({ status: 422, body: { error: M.lineTwice(line) } });
    expect((await s.owner(`${OWNER_ORDERS}/1001/refunds`, { rawBody: '{not json' })).status).toBe(400);
    expect(await s.owner(`${OWNER_ORDERS}/4242/refunds`, { json: {} })).toMatchObject({ status: 404, body: { error: M.orderNotFound } });

    expect((await s.owner(`${OWNER_ORDERS}/1001`)).body).toMatchObject({ status: 'placed', paymentStatus: 'captured', refundedCents: 0 });
    expect(await stockOf(s.database, TEE)).toBe(8);
    expect(await providerCharge(s, order.id)).toMatchObject({ refundedCents: 0 });
    expect(await emails(s.database, 'order-refunded')).toEqual([]);
  });
});

describe('POST /api/owner/orders/{orderId}/cancel', () => {
  it('ends the subscription a cancelled order started, so nothing bills it later', async () => {
    const s = await store();
    const shopper = await s.shopper();
    const started = await shopper.request('/api/3/commerce/cart/subscription', { method: 'POST', json: { itemId: itemIdOf('coffee-subscription') } });
    const placed = await checkout(shopper, { subscriptionToken: started.body.cartToken, shippingAddress: NC_ADDRESS });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.subscription.status).toBe('active');
    const cancelled = await s.owner(`${OWNER_ORDERS}/${placed.body.order.orderNumber}/cancel`, { json: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', nextBillingAt: null });
  });

  it('refunds the captured payment in full, restocks, restores gift cards, releases the coupon and emails', async () => {
    const s = await store();
    const card = await issueGiftCard(s.database, 500);
    // TAKE5: $5.00 off, once per customer; the cancellation gives the use back.
    const { order } = await placeOrder(s, { tees: 2, giftCardCodes: [card], couponCode: 'TAKE5' });
    expect(order.discountCents).toBe(500);
    const cancelled = await s.owner(`${OWNER_ORDERS}/1001/cancel`, { json: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled.body.lines[0].refundedQuantity).toBe(2);
    expect(await stockOf(s.database, TEE)).toBe(10);
    expect(await giftCardBalance(s.database, card)).toBe(500);
    expect(await providerCharge(s, order.id)).toMatchObject({ refundedCents: order.grandTotalCents - 500 });
    const [email] = await emails(s.database, 'order-refunded');
    expect(email).toMatchObject({ to: 'ada@example.com', data: { amount: `$${(order.grandTotalCents / 100).toFixed(2)}`, fullRefund: true } });
    expect((await placeOrder(s, { couponCode: 'TAKE5' })).order.discountCents).toBe(500);

    expect(await s.owner(`${OWNER_ORDERS}/1001/cancel`, { json: {} })).toMatchObject({ status: 409, body: { error: M.notCancellable('cancelled') } });
    expect(await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: {} })).toMatchObject({ status: 409, body: { error: M.cancelled } });
  });

  it('releases a payment that was authorized but not captured yet (and refuses to refund it)', async () => {
    const s = await store((provider) => ({
      ...provider,
      capture: async () => {
        throw new Error('capture is down');
      },
    }));
    const { order } = await placeOrder(s);
    expect(order.paymentStatus).toBe('authorized');
    expect(await s.owner(`${OWNER_ORDERS}/1001/refunds`, { json: {} })).toMatchObject({ status: 409, body: { error: M.notCaptured } });
    const cancelled = await s.owner(`${OWNER_ORDERS}/1001/cancel`, { json: {} });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await providerCharge(s, order.id)).toMatchObject({ state: 'cancelled', capturedCents: 0 });
    expect(await stockOf(s.database, TEE)).toBe(10);
  });

  it('refuses a shipped or refunded order, and keeps the stock off with restock false', async () => {
    const s = await store();
    await placeOrder(s);
    await placeOrder(s);
    await placeOrder(s);
    await s.owner(`${OWNER_ORDERS}/1001/fulfilment`, { json: { notifyCustomer: false } });
    expect(await s.owner(`${OWNER_ORDERS}/1001/cancel`, { json: {} })).toMatchObject({ status: 409, body: { error: M.notCancellable('fulfilled') } });
    await s.owner(`${OWNER_ORDERS}/1002/refunds`, { json: { amountCents: 100 } });
    expect((await s.owner(`${OWNER_ORDERS}/1002/cancel`, { json: {} })).status).toBe(409);

    expect(await stockOf(s.database, TEE)).toBe(7);
    const kept = await s.owner(`${OWNER_ORDERS}/1003/cancel`, { json: { restock: false } });
    expect(kept.body.status).toBe('cancelled');
    expect(await stockOf(s.database, TEE)).toBe(7);
  });
});
