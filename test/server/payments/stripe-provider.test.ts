// The Stripe provider through the official SDK, against the local stand-in of Stripe's API (no test reaches
// Stripe): what it asks for, how Stripe's answers and declines become outcomes, and its idempotency keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import type { AuthorizeRequest } from '../../../server/payments/provider';
import { STRIPE_MESSAGES } from '../../../server/payments/stripe-outcomes';
import { createStripeProvider, type StripeProvider } from '../../../server/payments/stripe-provider';
import { freePort } from '../../harness/free-port';
import { startStripeStandIn, type StripeStandIn } from '../../harness/stripe-stand-in';

let standIn: StripeStandIn;
let stripe: StripeProvider;
let sequence = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripeProvider(standIn.providerOptions());
});
afterAll(() => standIn.close());

function authorizeRequest(paymentMethodId: string, overrides: Partial<AuthorizeRequest> = {}): AuthorizeRequest {
  sequence += 1;
  return {
    paymentId: `pay_${sequence}_${Date.now()}`,
    amountCents: 4200,
    currency: 'USD',
    method: { provider: 'stripe', paymentMethodId },
    email: 'ada@example.com',
    description: 'Order 1042',
    saveForLater: false,
    ...overrides,
  };
}

async function authorized(amountCents = 4200) {
  const request = authorizeRequest('pm_card_visa', { amountCents });
  const outcome = await stripe.authorize(request);
  if (!outcome.ok) throw new Error(`expected an authorization, got ${outcome.message}`);
  return { ref: outcome.providerRef, paymentId: request.paymentId };
}

const lastRequest = (path: string) => standIn.requests.filter((request) => request.path === path).at(-1);

describe('authorizing with Stripe', () => {
  it('creates and confirms a manual-capture PaymentIntent for cards, keyed by the payment id', async () => {
    const request = authorizeRequest('pm_card_visa');
    const outcome = await stripe.authorize(request);
    expect(outcome).toEqual({ ok: true, providerRef: expect.stringMatching(/^pi_/), testMode: true });
    const sent = lastRequest('/v1/payment_intents');
    expect(sent).toMatchObject({
      method: 'POST',
      idempotencyKey: `authorize-${request.paymentId}`,
      params: {
        amount: '4200',
        currency: 'usd',
        payment_method: 'pm_card_visa',
        'allowed_payment_method_types[0]': 'card',
        capture_method: 'manual',
        confirm: 'true',
        receipt_email: 'ada@example.com',
        description: 'Order 1042',
        'metadata[kiosk_payment_id]': request.paymentId,
      },
    });
    expect(sent?.params).not.toHaveProperty('setup_future_usage');
    if (!outcome.ok) throw new Error('expected an authorization');
    expect(standIn.intent(outcome.providerRef)).toMatchObject({ status: 'requires_capture', amount_capturable: 4200 });
  });

  it('answers a retried authorization with the same intent: the idempotency key makes Stripe replay it', async () => {
    const request = authorizeRequest('pm_card_visa');
    const first = await stripe.authorize(request);
    const again = await stripe.authorize(request);
    expect(again).toEqual(first);
    const calls = standIn.requests.filter((sent) => sent.idempotencyKey === `authorize-${request.paymentId}`);
    expect(calls.map((call) => call.replayed)).toEqual([false, true]);
  });

  it('retries through a Stripe outage with the same key, so the money is held once', async () => {
    const retrying = createStripeProvider(standIn.providerOptions({ maxNetworkRetries: 2 }));
    const request = authorizeRequest('pm_card_visa');
    standIn.failNext(1);
    const outcome = await retrying.authorize(request);
    expect(outcome.ok).toBe(true);
    const calls = standIn.requests.filter((sent) => sent.idempotencyKey === `authorize-${request.paymentId}`);
    expect(calls.map((call) => call.status)).toEqual([500, 200]);
  });

  it('saves the card for later on a Customer, and charges it off-session later', async () => {
    const outcome = await stripe.authorize(authorizeRequest('pm_card_visa', { saveForLater: true }));
    expect(outcome).toMatchObject({ ok: true, savedMethod: expect.stringMatching(/^cus_[0-9a-f]+:pm_[0-9a-f]+$/) });
    expect(lastRequest('/v1/payment_intents')?.params).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    if (!outcome.ok || !outcome.savedMethod) throw new Error('expected a saved method');

    const renewal = { paymentId: `renewal_${Date.now()}`, amountCents: 1500, currency: 'USD', savedMethod: outcome.savedMethod, description: 'Renewal' };
    const charged = await stripe.chargeSaved(renewal);
    expect(charged).toMatchObject({ ok: true, testMode: true });
    const [customer, paymentMethod] = outcome.savedMethod.split(':');
    expect(lastRequest('/v1/payment_intents')).toMatchObject({
      idempotencyKey: `charge-saved-${renewal.paymentId}`,
      params: { customer, payment_method: paymentMethod, off_session: 'true', confirm: 'true', capture_method: 'automatic', amount: '1500' },
    });
    if (!charged.ok) throw new Error('expected a charge');
    expect(standIn.intent(charged.providerRef)).toMatchObject({ status: 'succeeded', amount_received: 1500 });
  });

  it('needs the Customer: Stripe refuses a second charge of a card used once without one', async () => {
    const { ref } = await authorized();
    const usedOnce = standIn.intent(ref)?.payment_method;
    if (!usedOnce) throw new Error('expected the intent’s PaymentMethod');
    const outcome = await stripe.chargeSaved({
      paymentId: `renewal_${Date.now()}`, amountCents: 1500, currency: 'USD', savedMethod: usedOnce, description: 'Renewal',
    });
    expect(outcome).toEqual({ ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed });
    expect(standIn.requests.at(-1)?.status).toBe(400);
  });

  it('declines a saved charge that Stripe declines (a failed renewal)', async () => {
    const outcome = await stripe.chargeSaved({
      paymentId: `renewal_${Date.now()}`, amountCents: 1500, currency: 'USD', savedMethod: 'pm_card_chargeDeclinedInsufficientFunds', description: 'Renewal',
    });
    expect(outcome).toMatchObject({ ok: false, declined: true, message: CHECKOUT_MESSAGES.insufficientFunds });
  });
});

describe('Stripe declines and failures', () => {
  it('maps card_declined to Kiosk’s declined message, with the failed intent as reference', async () => {
    const outcome = await stripe.authorize(authorizeRequest('pm_card_chargeDeclined'));
    expect(outcome).toEqual({ ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined, providerRef: expect.stringMatching(/^pi_/) });
  });

  it('maps a decline for insufficient funds to its own message', async () => {
    const outcome = await stripe.authorize(authorizeRequest('pm_card_chargeDeclinedInsufficientFunds'));
    expect(outcome).toMatchObject({ ok: false, declined: true, message: CHECKOUT_MESSAGES.insufficientFunds });
  });

  it('passes on Stripe’s message for other card errors', async () => {
    const outcome = await stripe.authorize(authorizeRequest('pm_card_chargeDeclinedExpiredCard'));
    expect(outcome).toMatchObject({ ok: false, declined: true, message: 'Your card has expired.' });
  });

  it('declines a card that needs 3-D Secure, which a server-confirmed payment cannot do', async () => {
    const outcome = await stripe.authorize(authorizeRequest('pm_card_authenticationRequired'));
    expect(outcome).toMatchObject({ ok: false, declined: true, message: STRIPE_MESSAGES.authenticationRequired });
  });

  it('answers an outage as a failure the customer may retry, not a decline', async () => {
    standIn.failNext(1);
    const outcome = await stripe.authorize(authorizeRequest('pm_card_visa'));
    expect(outcome).toEqual({ ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed });
  });

  it('answers an unreachable Stripe and a wrong key as failures too', async () => {
    const nowhere = createStripeProvider({ ...standIn.providerOptions(), apiPort: await freePort(), timeoutMs: 2000 });
    expect(await nowhere.authorize(authorizeRequest('pm_card_visa'))).toMatchObject({ ok: false, declined: false });
    const wrongKey = createStripeProvider({ ...standIn.providerOptions(), secretKey: 'sk_test_wrong' });
    expect(await wrongKey.authorize(authorizeRequest('pm_card_visa'))).toMatchObject({ ok: false, declined: false });
  });

  it('refuses a payment meant for another provider without calling Stripe', async () => {
    const before = standIn.requests.length;
    const outcome = await stripe.authorize(authorizeRequest('', { method: { provider: 'test', cardNumber: '4242 4242 4242 4242' } }));
    expect(outcome).toEqual({ ok: false, declined: true, message: CHECKOUT_MESSAGES.providerUnavailable });
    expect(standIn.requests.length).toBe(before);
  });
});

describe('capturing, cancelling and refunding with Stripe', () => {
  it('captures the amount asked, keyed by the payment id', async () => {
    const { ref, paymentId } = await authorized();
    await stripe.capture(ref, 4000, paymentId);
    expect(lastRequest(`/v1/payment_intents/${ref}/capture`)).toMatchObject({ idempotencyKey: `capture-${paymentId}`, params: { amount_to_capture: '4000' } });
    expect(standIn.intent(ref)).toMatchObject({ status: 'succeeded', amount_received: 4000 });
  });

  it('takes a capture retried after its key expired as done, and throws when Stripe refuses', async () => {
    const { ref, paymentId } = await authorized();
    await stripe.capture(ref, 4200, paymentId);
    // another key: Stripe answers payment_intent_unexpected_state, and the intent shows the capture happened
    await stripe.capture(ref, 4200, `${paymentId}-later`);
    await expect(stripe.capture(ref, 1000, `${paymentId}-other`)).rejects.toThrow(/could not be captured/);

    const more = await authorized(1000);
    await expect(stripe.capture(more.ref, 1001, more.paymentId)).rejects.toThrow(/amount capturable/);
  });

  it('cancels an authorization, and a second cancel is no error', async () => {
    const { ref, paymentId } = await authorized();
    await stripe.cancel(ref, paymentId);
    expect(lastRequest(`/v1/payment_intents/${ref}/cancel`)?.idempotencyKey).toBe(`cancel-${paymentId}`);
    expect(standIn.intent(ref)?.status).toBe('canceled');
    await stripe.cancel(ref, `${paymentId}-again`);
    await expect(stripe.capture(ref, 4200, paymentId)).rejects.toThrow(/status of canceled/);
  });

  it('refunds in part and then in full, once per refund key', async () => {
    const { ref, paymentId } = await authorized();
    await stripe.capture(ref, 4200, paymentId);
    await stripe.refund(ref, 1200, 'refund-a');
    await stripe.refund(ref, 1200, 'refund-a');
    expect(lastRequest('/v1/refunds')).toMatchObject({ idempotencyKey: 'refund-a', replayed: true, params: { payment_intent: ref, amount: '1200' } });
    expect(standIn.refundedCents(ref)).toBe(1200);
    await expect(stripe.refund(ref, 3001, 'refund-b')).rejects.toThrow(/greater than unrefunded amount/);
    await stripe.refund(ref, 3000, 'refund-c');
    expect(standIn.refundedCents(ref)).toBe(4200);
  });

  it('knows a test key from a live one', () => {
    expect(stripe.testMode).toBe(true);
    expect(createStripeProvider({ secretKey: 'sk_live_123' }).testMode).toBe(false);
    expect(stripe.publishableKey).toBe(standIn.publishableKey);
  });
});
