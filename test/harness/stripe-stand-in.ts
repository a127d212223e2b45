// A local stand-in of Stripe's API for tests: this machine has no network, and the suites must never reach
// Stripe. It mirrors only the endpoints Kiosk's Stripe provider calls, with Stripe's test payment methods, error
// shapes and idempotency keys, so the provider runs through the official SDK unchanged; it also signs webhooks.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { StripeProviderOptions } from '../../server/payments/stripe-provider';
import { freePort } from './free-port';

export interface RecordedRequest {
  method: string;
  /** without the query */
  path: string;
  /** the form-encoded body as sent, keys in the SDK's bracket form (`metadata[kiosk_payment_id]`) */
  params: Record<string, string>;
  idempotencyKey?: string;
  /** answered from an earlier request with the same Idempotency-Key */
  replayed: boolean;
  status: number;
}

/** A PaymentIntent as the stand-in keeps it: the fields Stripe answers that Kiosk or its tests read. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: 'requires_confirmation' | 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: 'automatic' | 'manual';
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  receipt_email: string | null;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface SignedWebhook {
  payload: string;
  /** the Stripe-Signature header */
  signature: string;
}

export interface WebhookOptions {
  /** the event's creation time, epoch seconds (default now) */
  created?: number;
  /** when the signature was made, epoch seconds (default now): an old one fails the tolerance check */
  signedAt?: number;
  /** sign with another secret than the stand-in's */
  secret?: string;
}

export interface StripeStandIn {
  readonly baseUrl: string;
  readonly port: number;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** every request, in order */
  readonly requests: RecordedRequest[];
  /** what createStripeProvider needs to talk to the stand-in (no network retries unless overridden) */
  providerOptions(overrides?: Partial<StripeProviderOptions>): StripeProviderOptions;
  /** the KIOSK_STRIPE_* variables pointing at the stand-in */
  env(): Record<string, string>;
  intent(id: string): StandInIntent | undefined;
  /** how much of an intent's captured money was refunded */
  refundedCents(intentId: string): number;
  /** the next `count` requests answer 500 before doing anything, as an outage would */
  failNext(count?: number): void;
  /** a signed event of any type around any object */
  signedEvent(type: string, object: object, options?: WebhookOptions): SignedWebhook;
  /** a signed payment_intent.* event carrying the intent as it is now */
  intentEvent(type: string, intentId: string, options?: WebhookOptions): SignedWebhook;
  /** a signed charge.refunded event for the intent's charge as it is now */
  refundEvent(intentId: string, options?: WebhookOptions): SignedWebhook;
  close(): Promise<void>;
}

/** What Stripe's test payment methods do (docs.stripe.com/testing#cards). */
type MethodBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'expired_card' | 'authentication_required';

const TEST_METHODS: Readonly<Record<string, MethodBehaviour>> = {
  pm_card_visa: 'succeeds',
  pm_card_mastercard: 'succeeds',
  pm_card_chargeDeclined: 'declined',
  pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
  pm_card_chargeDeclinedExpiredCard: 'expired_card',
  pm_card_authenticationRequired: 'authentication_required',
};

interface PaymentMethodRecord {
  behaviour: MethodBehaviour;
  /** attached by a successful setup_future_usage */
  customer?: string;
  /** used once without a customer: Stripe refuses it from then on */
  spent: boolean;
}

class StripeApiError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(String(body.message));
  }
}

const invalidRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin${randomId()}`;
  const publishableKey = `pk_test_standin${randomId()}`;
  const webhookSecret = `whsec_standin${randomId()}`;
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const refunded = new Map<string, number>();
  const methods = new Map<string, PaymentMethodRecord>();
  const customers = new Set<string>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let failures = 0;

  const now = () => Math.floor(Date.now() / 1000);

  function intentOf(id: string): StandInIntent {
    const intent = intents.get(id);
    if (!intent) throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` });
    return intent;
  }

  function unexpectedState(intent: StandInIntent, action: string, allowed: string[]): StripeApiError {
    return invalidRequest(
      `This PaymentIntent could not be ${action} because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action}: ${allowed.join(', ')}.`,
      { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } },
    );
  }

  // Stripe's test ids (pm_card_visa) make a fresh PaymentMethod on each use; a real id must exist.
  function paymentMethodFor(id: string): [string, PaymentMethodRecord] {
    const behaviour = TEST_METHODS[id];
    if (behaviour) {
      const fresh = `pm_${randomId()}`;
      const record = { behaviour, spent: false };
      methods.set(fresh, record);
      return [fresh, record];
    }
    const known = methods.get(id);
    if (!known) throw invalidRequest(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param: 'payment_method' });
    return [id, known];
  }

  function cardError(intent: StandInIntent, code: string, message: string, declineCode?: string): StripeApiError {
    intent.status = 'requires_payment_method';
    return new StripeApiError(402, {
      type: 'card_error', code, message, ...(declineCode ? { decline_code: declineCode } : {}), payment_intent: { ...intent },
    });
  }

  function createIntent(params: Record<string, string>): StandInIntent {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) throw invalidRequest('Amount must be at least 1 cent.', { code: 'parameter_invalid_integer', param: 'amount' });
    if (!params.currency) throw invalidRequest('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    const customer = params.customer || null;
    if (customer && !customers.has(customer)) throw invalidRequest(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const [methodId, method] = params.payment_method ? paymentMethodFor(params.payment_method) : [null, undefined];
    if (method?.customer && method.customer !== customer) {
      throw invalidRequest('The provided PaymentMethod belongs to a Customer: pass that Customer with it.', { param: 'payment_method' });
    }
    if (method && !method.customer && method.spent) {
      throw invalidRequest(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        { param: 'payment_method' },
      );
    }
    const intent: StandInIntent = {
      id: `pi_${randomId()}`,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: params.currency,
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
      capture_method: params.capture_method === 'manual' ? 'manual' : 'automatic',
      customer,
      payment_method: methodId,
      description: params.description ?? null,
      receipt_email: params.receipt_email ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      metadata: bracketed(params, 'metadata'),
      latest_charge: null,
      created: now(),
      livemode: false,
    };
    intents.set(intent.id, intent);
    if (params.confirm !== 'true' || !method) return intent;

    const offSession = params.off_session === 'true';
    switch (method.behaviour) {
      case 'declined':
        throw cardError(intent, 'card_declined', 'Your card was declined.', 'generic_decline');
      case 'insufficient_funds':
        throw cardError(intent, 'card_declined', 'Your card has insufficient funds.', 'insufficient_funds');
      case 'expired_card':
        throw cardError(intent, 'expired_card', 'Your card has expired.');
      case 'authentication_required':
        if (offSession) {
          throw cardError(intent, 'authentication_required', 'Your card was declined. This transaction requires authentication.', 'authentication_required');
        }
        intent.status = 'requires_action';
        return intent;
      case 'succeeds':
        break;
    }
    intent.latest_charge = `ch_${randomId()}`;
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = amount;
    }
    if (customer && intent.setup_future_usage) method.customer = customer;
    else if (!customer) method.spent = true;
    return intent;
  }

  function capture(intent: StandInIntent, params: Record<string, string>): StandInIntent {
    if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'captured', ['requires_capture']);
    const amount = params.amount_to_capture === undefined ? intent.amount_capturable : Number(params.amount_to_capture);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_capturable) {
      throw invalidRequest('The amount to capture must be a positive integer no greater than the amount capturable.', { code: 'amount_too_large', param: 'amount_to_capture' });
    }
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    return intent;
  }

  function cancel(intent: StandInIntent): StandInIntent {
    const cancellable = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
    if (!cancellable.includes(intent.status)) throw unexpectedState(intent, 'canceled', cancellable);
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    return intent;
  }

  function refund(params: Record<string, string>) {
    if (!params.payment_intent) throw invalidRequest('Missing required param: payment_intent.', { code: 'parameter_missing', param: 'payment_intent' });
    const intent = intentOf(params.payment_intent);
    if (intent.status !== 'succeeded') {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    }
    const done = refunded.get(intent.id) ?? 0;
    const left = intent.amount_received - done;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0) throw invalidRequest(`Charge ${intent.latest_charge} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { code: 'amount_too_large', param: 'amount' });
    }
    refunded.set(intent.id, done + amount);
    return {
      id: `re_${randomId()}`, object: 'refund', amount, currency: intent.currency, payment_intent: intent.id,
      charge: intent.latest_charge, status: 'succeeded', created: now(),
    };
  }

  function route(method: string, path: string, params: Record<string, string>): unknown {
    if (method === 'POST' && path === '/v1/customers') {
      const id = `cus_${randomId()}`;
      customers.add(id);
      return { id, object: 'customer', email: params.email ?? null, metadata: bracketed(params, 'metadata'), created: now(), livemode: false };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (match) {
      const intent = intentOf(decodeURIComponent(match[1]));
      if (method === 'GET' && !match[2]) return intent;
      if (method === 'POST' && match[2] === 'capture') return capture(intent, params);
      if (method === 'POST' && match[2] === 'cancel') return cancel(intent);
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function answer(response: ServerResponse, status: number, body: unknown, replayed = false): void {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomId()}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const params = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = headerOf(request, 'idempotency-key');
    const record = (status: number, replayed = false) =>
      requests.push({ method, path, params, replayed, status, ...(idempotencyKey ? { idempotencyKey } : {}) });

    if (headerOf(request, 'authorization') !== `Bearer ${secretKey}`) {
      record(401);
      answer(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    if (failures > 0) {
      failures -= 1;
      record(500);
      answer(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred (the stand-in was told to fail).' } });
      return;
    }
    // Stripe keeps the first answer to a key and replays it; the same key with other parameters is refused.
    const fingerprint = `${method} ${path} ${raw}`;
    const earlier = method === 'POST' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        record(400);
        answer(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      record(earlier.status, true);
      answer(response, earlier.status, earlier.body, true);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      // A snapshot: the stored answer must not change when the intent moves on.
      body = structuredClone(route(method, path, params));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status, body });
    record(status);
    answer(response, status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { error: { type: 'api_error', message: `The stand-in failed: ${String(error)}` } });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  function signedEvent(type: string, object: object, options: WebhookOptions = {}): SignedWebhook {
    const event = {
      id: `evt_${randomId()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: options.created ?? now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.signedAt ?? now(),
    });
    return { payload, signature };
  }

  return {
    baseUrl,
    port,
    secretKey,
    publishableKey,
    webhookSecret,
    requests,
    providerOptions: (overrides = {}) => ({
      secretKey, webhookSecret, publishableKey, apiHost: '127.0.0.1', apiPort: port, apiProtocol: 'http', maxNetworkRetries: 0, ...overrides,
    }),
    env: () => ({
      KIOSK_STRIPE_SECRET_KEY: secretKey,
      KIOSK_STRIPE_WEBHOOK_SECRET: webhookSecret,
      KIOSK_STRIPE_PUBLISHABLE_KEY: publishableKey,
      KIOSK_STRIPE_API_BASE: baseUrl,
    }),
    intent: (id) => {
      const intent = intents.get(id);
      return intent ? structuredClone(intent) : undefined;
    },
    refundedCents: (intentId) => refunded.get(intentId) ?? 0,
    failNext: (count = 1) => {
      failures += count;
    },
    signedEvent,
    intentEvent: (type, intentId, options) => signedEvent(type, structuredClone(intentOf(intentId)), options),
    refundEvent: (intentId, options) => {
      const intent = intentOf(intentId);
      const amountRefunded = refunded.get(intentId) ?? 0;
      const charge = {
        id: intent.latest_charge ?? `ch_${randomId()}`,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount_received,
        amount_refunded: amountRefunded,
        captured: intent.amount_received > 0,
        // Stripe's word that nothing captured is left to refund
        refunded: intent.amount_received > 0 && amountRefunded >= intent.amount_received,
        currency: intent.currency,
        payment_intent: intent.id,
        created: intent.created,
        livemode: false,
      };
      return signedEvent('charge.refunded', charge, options);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its connections alive: without this, close() would wait for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function randomId(): string {
  return randomBytes(12).toString('hex');
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `metadata[a]=1&metadata[b]=2` → { a: '1', b: '2' } */
function bracketed(params: Record<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(params).filter(([key]) => key.startsWith(prefix) && key.endsWith(']')).map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
