// Stripe's webhooks as the provider reads them: only a body signed recently with the endpoint's secret is
// believed, and each event Kiosk acts on reports its payment state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../../server/payments/provider';
import { createStripeProvider, type StripeProvider } from '../../../server/payments/stripe-provider';
import { startStripeStandIn, type StripeStandIn } from '../../harness/stripe-stand-in';

let standIn: StripeStandIn;
let stripe: StripeProvider;
let sequence = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripeProvider(standIn.providerOptions());
});
afterAll(() => standIn.close());

function parse(webhook: { payload: string; signature: string | undefined }) {
  if (!stripe.parseWebhook) throw new Error('the provider takes webhooks when it has a secret');
  return stripe.parseWebhook(webhook.payload, webhook.signature);
}

async function authorized(amountCents = 3000) {
  sequence += 1;
  const paymentId = `hook_${sequence}_${Date.now()}`;
  const outcome = await stripe.authorize({
    paymentId, amountCents, currency: 'EUR', method: { provider: 'stripe', paymentMethodId: 'pm_card_visa' },
    email: 'ada@example.com', description: 'Order 7', saveForLater: false,
  });
  if (!outcome.ok) throw new Error('expected an authorization');
  return { ref: outcome.providerRef, paymentId };
}

describe('verifying Stripe webhooks', () => {
  it('reads an event signed with the endpoint secret', async () => {
    const { ref } = await authorized();
    const webhook = standIn.intentEvent('payment_intent.amount_capturable_updated', ref, { created: 1_700_000_000 });
    expect(parse(webhook)).toEqual({
      eventId: JSON.parse(webhook.payload).id,
      type: 'payment_intent.amount_capturable_updated',
      providerRef: ref,
      state: 'authorized',
      createdAt: 1_700_000_000_000,
    });
  });

  it('refuses an event signed with another secret', async () => {
    const { ref } = await authorized();
    const webhook = standIn.intentEvent('payment_intent.succeeded', ref, { secret: 'whsec_someone_else' });
    expect(() => parse(webhook)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing', async () => {
    const { ref } = await authorized();
    const webhook = standIn.intentEvent('payment_intent.canceled', ref);
    const tampered = webhook.payload.replace('payment_intent.canceled', 'payment_intent.succeeded');
    expect(tampered).not.toBe(webhook.payload);
    expect(() => parse({ payload: tampered, signature: webhook.signature })).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than the tolerance (a replayed delivery), and honours a wider tolerance', async () => {
    const { ref } = await authorized();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const webhook = standIn.intentEvent('payment_intent.succeeded', ref, { signedAt: tenMinutesAgo });
    expect(() => parse(webhook)).toThrow(/tolerance/i);
    expect(() => parse(webhook)).toThrow(WebhookSignatureError);
    const patient = createStripeProvider(standIn.providerOptions({ webhookToleranceSeconds: 900 }));
    expect(patient.parseWebhook?.(webhook.payload, webhook.signature).state).toBe('captured');
  });

  it('refuses a request without a signature or with a malformed one', async () => {
    const { ref } = await authorized();
    const webhook = standIn.intentEvent('payment_intent.succeeded', ref);
    expect(() => parse({ payload: webhook.payload, signature: undefined })).toThrow(WebhookSignatureError);
    expect(() => parse({ payload: webhook.payload, signature: 'garbage' })).toThrow(WebhookSignatureError);
  });

  it('takes no webhooks without a secret', () => {
    const { webhookSecret: _unused, ...withoutSecret } = standIn.providerOptions();
    expect(createStripeProvider(withoutSecret).parseWebhook).toBeUndefined();
  });
});

describe('the payment state a Stripe event reports', () => {
  it.each([
    ['payment_intent.amount_capturable_updated', 'authorized'],
    ['payment_intent.succeeded', 'captured'],
    ['payment_intent.payment_failed', 'failed'],
    ['payment_intent.canceled', 'cancelled'],
  ] as const)('%s → %s', async (type, state) => {
    const { ref } = await authorized();
    expect(parse(standIn.intentEvent(type, ref))).toMatchObject({ type, providerRef: ref, state });
  });

  it('reports a partial refund, then a full one, with the amount refunded so far', async () => {
    const { ref, paymentId } = await authorized(3000);
    await stripe.capture(ref, 2500, paymentId);
    await stripe.refund(ref, 1000, `${paymentId}-r1`);
    expect(parse(standIn.refundEvent(ref))).toMatchObject({
      type: 'charge.refunded', providerRef: ref, state: 'partially_refunded', refundedCents: 1000,
    });
    // all that was captured, though less than was authorized
    await stripe.refund(ref, 1500, `${paymentId}-r2`);
    expect(parse(standIn.refundEvent(ref))).toMatchObject({ providerRef: ref, state: 'refunded', refundedCents: 2500 });
  });

  it('reports no state for an event Kiosk does not act on', async () => {
    const { ref } = await authorized();
    const event = parse(standIn.intentEvent('payment_intent.created', ref));
    expect(event).toMatchObject({ type: 'payment_intent.created', providerRef: ref });
    expect(event.state).toBeUndefined();
    const other = parse(standIn.signedEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other).toMatchObject({ type: 'customer.created', providerRef: 'cus_1' });
    expect(other.state).toBeUndefined();
  });

  it('keeps the event id, the same on a replayed delivery', async () => {
    const { ref } = await authorized();
    const webhook = standIn.intentEvent('payment_intent.succeeded', ref);
    expect(parse(webhook).eventId).toBe(parse(webhook).eventId);
    expect(parse(webhook).eventId).toMatch(/^evt_/);
  });
});
