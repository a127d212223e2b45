// The payment setup a store's environment gives: the test provider by default, Stripe first when its key is set,
// the test provider off for a live store, and a Stripe API base that reaches the stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvidersFromEnv } from '../../../server/payments/payment-config';
import { startStripeStandIn, type StripeStandIn } from '../../harness/stripe-stand-in';

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

describe('payment providers from the environment', () => {
  it('takes test payments and nothing else on a fresh store', () => {
    const { providers, config } = paymentProvidersFromEnv({});
    expect([...providers.keys()]).toEqual(['test']);
    expect(providers.get('test')?.testMode).toBe(true);
    expect(config).toEqual({ providers: ['test'], stripePublishableKey: null, testMode: true });
  });

  it('adds Stripe first when its secret key is set, with the publishable key for Stripe.js', () => {
    const { providers, config } = paymentProvidersFromEnv({
      KIOSK_STRIPE_SECRET_KEY: 'sk_live_abc',
      KIOSK_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    });
    expect([...providers.keys()]).toEqual(['stripe', 'test']);
    // real money moves through Stripe with a live key
    expect(config).toEqual({ providers: ['stripe', 'test'], stripePublishableKey: 'pk_live_abc', testMode: false });
  });

  it('closes test payments for a live store with KIOSK_TEST_PAYMENTS=off', () => {
    const { providers, config } = paymentProvidersFromEnv({ KIOSK_STRIPE_SECRET_KEY: 'sk_live_abc', KIOSK_TEST_PAYMENTS: 'off' });
    expect([...providers.keys()]).toEqual(['stripe']);
    expect(config.providers).toEqual(['stripe']);
    expect(paymentProvidersFromEnv({ KIOSK_TEST_PAYMENTS: 'OFF' }).config).toEqual({ providers: [], stripePublishableKey: null, testMode: false });
    expect(paymentProvidersFromEnv({ KIOSK_TEST_PAYMENTS: 'on' }).config.providers).toEqual(['test']);
  });

  it('refuses a KIOSK_TEST_PAYMENTS it cannot read rather than guess', () => {
    expect(() => paymentProvidersFromEnv({ KIOSK_TEST_PAYMENTS: 'of' })).toThrow(/KIOSK_TEST_PAYMENTS must be "on" or "off"/);
  });

  it('says test mode when Stripe has a test key too: no real money moves', () => {
    expect(paymentProvidersFromEnv({ KIOSK_STRIPE_SECRET_KEY: 'sk_test_abc' }).config.testMode).toBe(true);
  });

  it('takes Stripe webhooks only with a webhook secret', () => {
    expect(paymentProvidersFromEnv({ KIOSK_STRIPE_SECRET_KEY: 'sk_test_abc' }).providers.get('stripe')?.parseWebhook).toBeUndefined();
    const withSecret = paymentProvidersFromEnv({ KIOSK_STRIPE_SECRET_KEY: 'sk_test_abc', KIOSK_STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(withSecret.providers.get('stripe')?.parseWebhook).toBeTypeOf('function');
  });

  it('reaches the Stripe API at KIOSK_STRIPE_API_BASE: the stand-in, in tests', async () => {
    const { providers } = paymentProvidersFromEnv(standIn.env());
    const stripe = providers.get('stripe');
    const paymentId = `env_${Date.now()}`;
    const outcome = await stripe?.authorize({
      paymentId, amountCents: 900, currency: 'CAD', method: { provider: 'stripe', paymentMethodId: 'pm_card_visa' },
      email: 'ada@example.com', description: 'Order 9', saveForLater: false,
    });
    expect(outcome).toMatchObject({ ok: true, testMode: true });
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: `authorize-${paymentId}` });
  });

  it('refuses a KIOSK_STRIPE_API_BASE that is not a bare http(s) origin', () => {
    const env = (base: string) => ({ KIOSK_STRIPE_SECRET_KEY: 'sk_test_abc', KIOSK_STRIPE_API_BASE: base });
    expect(() => paymentProvidersFromEnv(env('127.0.0.1:12111'))).toThrow(/KIOSK_STRIPE_API_BASE/);
    expect(() => paymentProvidersFromEnv(env('ftp://127.0.0.1:12111'))).toThrow(/http or https/);
    expect(() => paymentProvidersFromEnv(env('http://127.0.0.1:12111/v1'))).toThrow(/scheme, host and port only/);
    expect(() => paymentProvidersFromEnv(env('https://stripe.internal'))).not.toThrow();
  });
});
