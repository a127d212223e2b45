// What Kiosk asks of a payment provider, modelled on the common shape of card processors: authorize a charge
// (hold the money), capture it, refund it in full or in part, cancel an authorization, and read the provider's
// webhooks. Providers answer outcomes; they never touch the database.
import type { PaymentInput, PaymentProviderName } from '../../schemas/checkout';

export type PaymentState = 'pending' | 'authorized' | 'captured' | 'refunded' | 'partially_refunded' | 'cancelled' | 'failed';

export interface AuthorizeRequest {
  /** Kiosk's payment id: the provider's idempotency key, so a retried call never charges twice */
  paymentId: string;
  amountCents: number;
  currency: string;
  method: PaymentInput;
  email: string;
  description: string;
  /** keep the method for later charges (subscriptions) */
  saveForLater: boolean;
}

export type AuthorizeOutcome =
  | {
    ok: true;
    /** the provider's id of the charge (PaymentIntent id) */
    providerRef: string;
    /** the reusable method reference when saveForLater was asked */
    savedMethod?: string;
    testMode: boolean;
  }
  /** declined: the customer's message (spec-worded where it has one); nothing was held */
  | { ok: false; declined: true; message: string; providerRef?: string }
  /** the provider could not be reached or failed: the customer may retry */
  | { ok: false; declined: false; message: string; providerRef?: string };

/** A charge against a saved method, off-session (subscription renewals). */
export interface ChargeSavedRequest {
  paymentId: string;
  amountCents: number;
  currency: string;
  savedMethod: string;
  description: string;
}

/** What a verified webhook says happened to a payment. */
export interface PaymentEvent {
  /** the provider's event id (replays carry the same one) */
  eventId: string;
  type: string;
  providerRef: string;
  /** the state the event reports, or undefined for an event Kiosk does not act on */
  state?: PaymentState;
  /** refunded so far, for refund events */
  refundedCents?: number;
  /** when the provider created the event (epoch ms): out-of-order events are told apart by it */
  createdAt: number;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** no real money moves */
  readonly testMode: boolean;
  authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome>;
  /** authorize and capture at once, against a saved method */
  chargeSaved(request: ChargeSavedRequest): Promise<AuthorizeOutcome>;
  /** throws when the provider refuses (the caller retries later) */
  capture(providerRef: string, amountCents: number, paymentId: string): Promise<void>;
  /** releases an authorization that will not be captured */
  cancel(providerRef: string, paymentId: string): Promise<void>;
  /** refunds `amountCents` of a captured payment; `refundKey` makes a retried refund happen once */
  refund(providerRef: string, amountCents: number, refundKey: string): Promise<void>;
  /**
   * Verifies and reads a webhook: undefined when this provider takes no webhooks; throws WebhookSignatureError
   * when the signature does not verify.
   */
  parseWebhook?(rawBody: string, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}
