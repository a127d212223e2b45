// The Stripe webhook route against the local Stripe stand-in: a checkout paid through Stripe, then events as
// Stripe sends them — late, out of order, replayed, badly signed — and a refund made in Stripe's dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../../schemas/contract/checkout';
import type { Database } from '../../../server/db/database';
import { paymentProvidersFromEnv } from '../../../server/payments/payment-config';
import { startStripeStandIn, type StripeStandIn } from '../../harness/stripe-stand-in';
import { testDatabase } from '../test-database';
import { freshApi, Visitor } from '../visitor';
import { addTee, checkout, NC_ADDRESS } from './checkout-fixture';

let stripe: StripeStandIn;
const closing: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await Promise.all(closing.map((api) => api.close()));
  await stripe.close();
});

const deliver = (api: ReturnType<typeof freshApi>, event: { payload: string; signature: string }) =>
  api.request(STRIPE_WEBHOOK_PATH, { method: 'POST', body: event.payload, headers: { 'Stripe-Signature': event.signature, 'content-type': 'application/json' } });

async function paymentOf(database: Database, orderId: string) {
  return database.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
}

describe('POST /api/commerce/payments/stripe/webhook', () => {
  it('applies verified events once and in order, and answers 400 to a bad signature', async () => {
    const database = await testDatabase();
    const payments = paymentProvidersFromEnv(stripe.env());
    const api = freshApi({ database, payments });
    closing.push(api);
    const visitor = await new Visitor(api).arrive();
    await addTee(visitor);
    const placed = await checkout(visitor, { shippingAddress: NC_ADDRESS, payment: { provider: 'stripe', paymentMethodId: 'pm_card_visa' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ paymentStatus: 'captured', testMode: true });
    const orderId = placed.body.order.id;
    const intentId = (await paymentOf(database, orderId)).provider_ref!;
    expect(stripe.intent(intentId)?.status).toBe('succeeded');

    // A late "authorized" after the capture changes nothing.
    const late = await deliver(api, stripe.intentEvent('payment_intent.amount_capturable_updated', intentId));
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ received: true });
    expect((await paymentOf(database, orderId)).status).toBe('captured');

    // A refund made in Stripe's dashboard reaches the order through the webhook, once.
    await payments.providers.get('stripe')!.refund(intentId, placed.body.order.grandTotalCents, 'dashboard-refund-1');
    const refunded = stripe.refundEvent(intentId);
    expect((await deliver(api, refunded)).status).toBe(200);
    expect(await paymentOf(database, orderId)).toMatchObject({ status: 'refunded', refunded_cents: placed.body.order.grandTotalCents });
    const order = await database.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('refunded');
    expect((await deliver(api, refunded)).status).toBe(200);
    expect(await database.db.selectFrom('webhook_events').selectAll().execute()).toHaveLength(2);

    const forged = await deliver(api, stripe.signedEvent('charge.refunded', { id: 'ch_x', payment_intent: intentId }, { secret: 'whsec_not_the_store_secret' }));
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toMatch(/Stripe-Signature/);
    const stale = await deliver(api, stripe.intentEvent('payment_intent.succeeded', intentId, { signedAt: Math.floor(Date.now() / 1000) - 3600 }));
    expect(stale.status).toBe(400);
  });

  it('answers 404 when Stripe is not configured', async () => {
    const api = freshApi({ payments: paymentProvidersFromEnv({}) });
    closing.push(api);
    const answer = await deliver(api, stripe.signedEvent('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent' }));
    expect(answer.status).toBe(404);
  });

  it('answers 404 for an order link with a wrong token, and 422 for a token of the wrong shape', async () => {
    const api = freshApi();
    closing.push(api);
    const visitor = await new Visitor(api).arrive();
    await addTee(visitor);
    const placed = await checkout(visitor, { shippingAddress: NC_ADDRESS });
    const wrong = await visitor.request(`/api/commerce/orders/${placed.body.order.id}?token=${'x'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe('No order matches this link.');
    expect((await visitor.request(`/api/commerce/orders/${placed.body.order.id}?token=short`)).status).toBe(422);
  });
});
