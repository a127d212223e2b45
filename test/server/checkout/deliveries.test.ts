// What orders deliver, end to end through the API: a gift card emailed to its recipient and redeemed on a second
// order, the confirmation arriving at a real SMTP server, the e-book's download link and its limits, and a
// subscription started by its checkout.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { createOutboxStore } from '../../../server/db/outbox';
import { createEmailRenderer } from '../../../server/email/render-email';
import { createEmailSender } from '../../../server/email/sender';
import { smtpTransport } from '../../../server/email/transports';
import { startSmtpServer } from '../../harness/smtp-server';
import { GIFT_CARD_ANSWERS } from '../gift-card-answers';
import { testDatabase } from '../test-database';
import { freshApi, itemIdOf, Visitor } from '../visitor';
import { addItem, addTee, checkout, giftCardBalance, NC_ADDRESS, orderLink } from './checkout-fixture';

const closing: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(closing.map((api) => api.close()));
});

async function store(now?: () => number) {
  const database = await testDatabase();
  const api = freshApi({ database, ...(now ? { now } : {}) });
  closing.push(api);
  return { database, api, visitor: () => new Visitor(api).arrive() };
}

async function outbox(database: Database, template: string) {
  return (await createOutboxStore(database.db).list({ limit: 100 })).filter((row) => row.template === template);
}

describe('what orders deliver', () => {
  it('emails a bought gift card to its recipient, and its code pays for a later order', async () => {
    const { database, visitor } = await store();
    const giver = await visitor();
    await addItem(giver, 'gift-card', { sku: 'SQ-GIFT-50', additionalFields: GIFT_CARD_ANSWERS });
    const bought = await checkout(giver, { email: 'mara@example.com' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.order.lines[0].giftCardRecipient).toBe('noor@example.com');
    const [email] = await outbox(database, 'gift-card');
    expect(email.to_address).toBe('noor@example.com');
    const { code, amount, recipientName, senderName } = JSON.parse(email.payload);
    expect({ amount, recipientName, senderName }).toEqual({ amount: '$50.00', recipientName: 'Noor Haddad', senderName: 'Mara' });
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const receiver = await visitor();
    await addTee(receiver, 1); // $25.00 + $6.00 shipping + NC tax 1.47
    const priced = await receiver.request('/api/commerce/checkout/quote', {
      method: 'POST', json: { shippingDestination: { country: 'US', region: 'NC', postalCode: '28806' }, giftCardCodes: [code.toLowerCase().replaceAll('-', ' ')] },
    });
    expect(priced.body.giftCards).toEqual([{ maskedCode: `•••• ${code.slice(-4)}`, appliedCents: 3247, remainingCents: 5000 - 3247 }]);
    expect(priced.body.amountDueCents).toBe(0);
    const redeemed = await checkout(receiver, { email: 'noor@example.com', shippingAddress: NC_ADDRESS, giftCardCodes: [code] });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
    expect(redeemed.body.order).toMatchObject({ giftCardCents: 3247, amountChargedCents: 0, paymentStatus: 'none' });
    expect(await giftCardBalance(database, code)).toBe(5000 - 3247);

    const unknown = await checkout(await visitor().then(async (v) => { await addTee(v); return v; }), { shippingAddress: NC_ADDRESS, giftCardCodes: ['NOPE-NOPE-NOPE-NOPE'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('This gift card code is not valid.');
  });

  it('delivers the order confirmation to a real SMTP server', async () => {
    const { database, visitor } = await store();
    const buyer = await visitor();
    await addTee(buyer, 1);
    const placed = await checkout(buyer, { email: 'ada@example.com', shippingAddress: NC_ADDRESS });
    expect(placed.status).toBe(201);
    const smtp = await startSmtpServer();
    const transport = smtpTransport(smtp.url);
    try {
      const sender = createEmailSender({
        db: database.db, now: Date.now, transport, from: 'Kiosk Supply Co. <hello@kiosk-supply.example>', log: () => {},
        renderer: createEmailRenderer({ language: 'en-US' }),
      });
      expect((await sender.sendDue()).sent).toBe(1);
      expect(await sender.sendDue()).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.to).toContain('ada@example.com');
      expect(mail.subject).toContain(String(placed.body.order.orderNumber));
      expect(mail.text).toContain('1 × Classic Organic Tee (M / Black)');
      const { orderId, token } = orderLink(placed.body.confirmationUrl);
      expect(mail.text).toContain(`/commerce/orders/status?order=${orderId}&token=${token}`);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('hands out the e-book 5 times through its link, then answers 410; an expired link answers 410', async () => {
    let clock = Date.UTC(2026, 10, 1);
    const { database, visitor } = await store(() => clock);
    const buyer = await visitor();
    await addItem(buyer, 'field-guide-ebook');
    const placed = await checkout(buyer, {});
    expect(placed.status).toBe(201);
    const link = placed.body.order.lines[0].download.url as string;
    const [email] = await outbox(database, 'download-links');
    expect(JSON.parse(email.payload).downloads[0].url).toBe(`http://localhost:4321${link}`);
    for (let i = 0; i < 5; i++) expect((await buyer.request(link)).status).toBe(200);
    const used = await buyer.request(link);
    expect(used.status).toBe(410);
    expect(used.body.error).toContain('expired or reached its download limit');
    expect((await buyer.request('/api/commerce/downloads/not-a-real-download-token')).status).toBe(404);

    const second = await visitor();
    await addItem(second, 'field-guide-ebook');
    const again = await checkout(second, {});
    clock += 24 * 3_600_000 + 1;
    expect((await second.request(again.body.order.lines[0].download.url)).status).toBe(410);
  });

  it('starts a subscription from its checkout: plan, next billing date, the cart token used up, the visitor\'s cart untouched', async () => {
    const start = Date.UTC(2026, 10, 2, 15);
    const { database, visitor } = await store(() => start);
    const subscriber = await visitor();
    // An earlier order of this visitor (a purchased cart) and a tee waiting in a new cart.
    await addItem(subscriber, 'field-guide-ebook');
    expect((await checkout(subscriber, {})).status).toBe(201);
    await addTee(subscriber, 1);
    const started = await subscriber.request('/api/3/commerce/cart/subscription', { method: 'POST', json: { itemId: itemIdOf('coffee-subscription') } });
    expect(started.status).toBe(200);
    const subscriptionToken = started.body.cartToken;
    const priced = await subscriber.request('/api/commerce/checkout/quote', {
      method: 'POST', json: { subscriptionToken, shippingDestination: { country: 'US', region: 'NC', postalCode: '28806' } },
    });
    expect(priced.body.subscription.planText).toBe('$16.00 every 2 weeks');
    const placed = await checkout(subscriber, { subscriptionToken, shippingAddress: NC_ADDRESS });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.subscription).toMatchObject({ status: 'active', cyclesBilled: 1, cyclesTotal: 0, nextBillingAt: start + 14 * 86_400_000 });
    const row = await database.db.selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(row.payment_method).not.toBe('');
    const twice = await checkout(subscriber, { subscriptionToken, shippingAddress: NC_ADDRESS });
    expect(twice.status).toBe(404);
    expect((await subscriber.cart()).body.entries.map((entry: { quantity: number }) => entry.quantity)).toEqual([1]);
  });
});
