// Which payment providers a store takes, from its environment: the test provider unless switched off (so a merchant
// can run whole purchases before going live), and Stripe when its secret key is set.
import type { PaymentConfig, PaymentProviderName } from '../../schemas/checkout';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Every variable the payment setup reads. */
export const PAYMENT_ENV = {
  testPayments: 'KIOSK_TEST_PAYMENTS',
  stripeSecretKey: 'KIOSK_STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'KIOSK_STRIPE_WEBHOOK_SECRET',
  stripePublishableKey: 'KIOSK_STRIPE_PUBLISHABLE_KEY',
  stripeApiBase: 'KIOSK_STRIPE_API_BASE',
} as const;

export interface PaymentSetup {
  /** by name, as PaymentInput.provider names them */
  providers: Map<PaymentProviderName, PaymentProvider>;
  /** what the checkout page is told */
  config: PaymentConfig;
}

export function paymentProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSetup {
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  let stripePublishableKey: string | null = null;

  const secretKey = env[PAYMENT_ENV.stripeSecretKey]?.trim();
  if (secretKey) {
    const stripe = createStripeProvider({
      secretKey,
      webhookSecret: env[PAYMENT_ENV.stripeWebhookSecret]?.trim() || undefined,
      publishableKey: env[PAYMENT_ENV.stripePublishableKey]?.trim() || undefined,
      ...apiBaseOptions(env[PAYMENT_ENV.stripeApiBase]?.trim()),
    });
    // Stripe first: a store that set it up means it to be the default.
    providers.set('stripe', stripe);
    stripePublishableKey = stripe.publishableKey;
  }
  if (testPaymentsOn(env[PAYMENT_ENV.testPayments])) providers.set('test', createTestProvider());

  const all = [...providers.values()];
  return {
    providers,
    config: {
      providers: [...providers.keys()],
      stripePublishableKey,
      // No real money moves only when every provider says so (the test provider, or Stripe with a test key).
      testMode: all.length > 0 && all.every((provider) => provider.testMode),
    },
  };
}

function testPaymentsOn(value: string | undefined): boolean {
  const setting = value?.trim().toLowerCase() ?? '';
  if (['', 'on', 'true', '1', 'yes'].includes(setting)) return true;
  if (['off', 'false', '0', 'no'].includes(setting)) return false;
  // A typo must not leave fake payments open on a live store, nor silently close them on a test one.
  throw new Error(`${PAYMENT_ENV.testPayments} must be "on" or "off", not "${value}".`);
}

/** `http://127.0.0.1:12111` → host, port and protocol for the SDK: Stripe's API elsewhere than api.stripe.com. */
function apiBaseOptions(base: string | undefined): Pick<StripeProviderOptions, 'apiHost' | 'apiPort' | 'apiProtocol'> {
  if (!base) return {};
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`${PAYMENT_ENV.stripeApiBase} must be a URL such as http://127.0.0.1:12111, not "${base}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${PAYMENT_ENV.stripeApiBase} must be an http or https URL, not "${base}".`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    // The SDK adds /v1/… to the host itself; a path here would be dropped without a word.
    throw new Error(`${PAYMENT_ENV.stripeApiBase} is a scheme, host and port only, not "${base}".`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    apiHost: url.hostname,
    apiPort: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
    apiProtocol: protocol,
  };
}
