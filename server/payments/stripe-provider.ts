// The Stripe provider, through Stripe's official SDK: a checkout authorizes a PaymentIntent with manual capture
// (money held, captured when the order is confirmed), renewals charge a saved card off-session, and Stripe's
// webhooks are verified with the endpoint's signing secret.
import Stripe from 'stripe';
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import type { PaymentProvider } from './provider';
import { WebhookSignatureError } from './provider';
import { paymentEventOf } from './stripe-events';
import { idOf } from './stripe-ids';
import { outcomeOfError, outcomeOfIntent } from './stripe-outcomes';

export interface StripeProviderOptions {
  /** sk_live_… or sk_test_… (a restricted rk_… key works too) */
  secretKey: string;
  /** the webhook endpoint's signing secret (whsec_…); without it the provider takes no webhooks */
  webhookSecret?: string;
  /** pk_…: what Stripe.js needs in the browser to turn a card into a PaymentMethod */
  publishableKey?: string;
  /** another API server than api.stripe.com: the tests' stand-in */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  /** retries of a call that got no answer or a 5xx; safe because every call carries an idempotency key (default 2) */
  maxNetworkRetries?: number;
  /** per call, in ms (default 20 000: a customer is waiting) */
  timeoutMs?: number;
  /** how old a webhook's signature may be, in seconds (default the SDK's 300), against replayed deliveries */
  webhookToleranceSeconds?: number;
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly publishableKey: string | null;
}

// Between a saved method's customer and its PaymentMethod; Stripe's ids never contain it.
const SAVED_METHOD_SEPARATOR = ':';

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'Kiosk' },
    ...(options.apiHost ? { host: options.apiHost } : {}),
    ...(options.apiPort ? { port: options.apiPort } : {}),
    ...(options.apiProtocol ? { protocol: options.apiProtocol } : {}),
  });
  const testMode = /^(sk|rk)_test_/.test(options.secretKey);
  const { webhookSecret } = options;

  // A call Stripe refuses because the intent already is where it was asked to go (a retry after the 24 hours an
  // idempotency key lives) has done its job; any other refusal is thrown to the caller, who retries later.
  async function unlessAlready(providerRef: string, call: () => Promise<unknown>, done: (intent: Stripe.PaymentIntent) => boolean) {
    try {
      await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'payment_intent_unexpected_state') throw error;
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      if (!done(intent)) throw error;
    }
  }

  const provider: StripeProvider = {
    name: 'stripe',
    testMode,
    publishableKey: options.publishableKey ?? null,

    async authorize(request) {
      if (request.method.provider !== 'stripe') return { ok: false, declined: true, message: CHECKOUT_MESSAGES.providerUnavailable };
      const paymentMethod = request.method.paymentMethodId;
      try {
        // A PaymentMethod used once without a Customer can never be charged again: saving it needs one.
        const customer = request.saveForLater
          ? await stripe.customers.create({ email: request.email, metadata: { kiosk_payment_id: request.paymentId } }, {
            idempotencyKey: `customer-${request.paymentId}`,
          })
          : undefined;
        const intent = await stripe.paymentIntents.create({
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod,
          // Cards only: other methods may redirect the customer, and the server has no page to return them to.
          // (API 2026-10-28 renamed payment_method_types to this.)
          allowed_payment_method_types: ['card'],
          capture_method: 'manual',
          confirm: true,
          receipt_email: request.email,
          description: request.description,
          metadata: { kiosk_payment_id: request.paymentId },
          ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' as const } : {}),
        }, { idempotencyKey: `authorize-${request.paymentId}` });
        // The intent's own PaymentMethod is the one attached to the customer: Stripe's test ids (pm_card_visa)
        // stand for a fresh PaymentMethod made on each use.
        const attached = idOf(intent.payment_method) ?? paymentMethod;
        return outcomeOfIntent(intent, testMode, customer ? `${customer.id}${SAVED_METHOD_SEPARATOR}${attached}` : undefined);
      } catch (error) {
        return outcomeOfError(error);
      }
    },

    async chargeSaved(request) {
      const [customer, paymentMethod] = request.savedMethod.includes(SAVED_METHOD_SEPARATOR)
        ? request.savedMethod.split(SAVED_METHOD_SEPARATOR, 2)
        : [undefined, request.savedMethod];
      try {
        const intent = await stripe.paymentIntents.create({
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod,
          allowed_payment_method_types: ['card'],
          capture_method: 'automatic',
          confirm: true,
          // The customer is not at the screen: the bank may still refuse for lack of authentication.
          off_session: true,
          description: request.description,
          metadata: { kiosk_payment_id: request.paymentId },
          ...(customer ? { customer } : {}),
        }, { idempotencyKey: `charge-saved-${request.paymentId}` });
        return outcomeOfIntent(intent, testMode);
      } catch (error) {
        return outcomeOfError(error);
      }
    },

    async capture(providerRef, amountCents, paymentId) {
      await unlessAlready(
        providerRef,
        () => stripe.paymentIntents.capture(providerRef, { amount_to_capture: amountCents }, { idempotencyKey: `capture-${paymentId}` }),
        (intent) => intent.status === 'succeeded' && intent.amount_received === amountCents,
      );
    },

    async cancel(providerRef, paymentId) {
      await unlessAlready(
        providerRef,
        () => stripe.paymentIntents.cancel(providerRef, {}, { idempotencyKey: `cancel-${paymentId}` }),
        (intent) => intent.status === 'canceled',
      );
    },

    async refund(providerRef, amountCents, refundKey) {
      await stripe.refunds.create({ payment_intent: providerRef, amount: amountCents }, { idempotencyKey: refundKey });
    },
  };

  if (webhookSecret) {
    provider.parseWebhook = (rawBody, signature) => {
      if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, options.webhookToleranceSeconds);
      } catch (error) {
        // A bad signature, a stale timestamp, or a signed body that is not an event: none of it can be acted on.
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The webhook signature does not verify.');
      }
      return paymentEventOf(event);
    };
  }
  return provider;
}
