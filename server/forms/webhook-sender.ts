// Delivers form webhooks: claims due deliveries, posts each signed body with a timeout, records the outcome. A 2xx
// answer is delivered; anything else (another status, a redirect, a timeout, no connection) is tried again on a
// back-off schedule, then kept as 'failed'. Runs as a background loop beside the API, never inside a request.
import type { Kysely } from 'kysely';
import { createFormWebhookStore, type AttemptFailure, type FormWebhookRow } from '../db/form-webhooks';
import type { Tables } from '../db/schema';
import { DEFAULT_BACKOFF_MS, nextAttemptAt } from '../email/retry-schedule';
import { SIGNATURE_HEADER, webhookSignature } from './webhook-signature';
import { repeatingTask } from '../repeating-task';

/** The waits after the 1st, 2nd, … failed attempt: the email outbox's, 7 attempts over about 21 hours. */
export const WEBHOOK_BACKOFF_MS: readonly number[] = DEFAULT_BACKOFF_MS;

/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  db: Kysely<Tables>;
  now: () => number;
  /** KIOSK_WEBHOOK_SECRET: the HMAC key of Kiosk-Signature */
  secret: string;
  log: (line: string) => void;
  backoff?: readonly number[];
  timeoutMs?: number;
  /** deliveries claimed (and posted side by side) at a time; default 10 */
  batchSize?: number;
  /** how long a claim keeps other senders off a batch; must outlast the timeout. Default 5 minutes */
  lockMs?: number;
}

export interface WebhookOutcome {
  delivered: number;
  retried: number;
  failed: number;
}

export interface WebhookSender {
  /** Posts every delivery due now, a batch at a time, and says what became of them. */
  sendDue(): Promise<WebhookOutcome>;
  /** Runs sendDue now and then every `intervalMs` after the previous run ended; the timer keeps no process alive. */
  start(intervalMs: number): void;
  /** Stops the loop; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A receiver as logs name it: its origin only, since webhook URLs often carry a token in the path or query. */
const receiverOf = (url: string): string => (URL.canParse(url) ? new URL(url).origin : 'an unreadable URL');

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const store = createFormWebhookStore(options.db);
  const backoff = options.backoff ?? WEBHOOK_BACKOFF_MS;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const batchSize = options.batchSize ?? 10;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const log = (line: string) => options.log(`[kiosk webhooks] ${line}`);

  /** One POST; resolves with the answer's status, or a failure without one. */
  async function post(row: FormWebhookRow): Promise<{ status: number } | { status: null; error: string }> {
    const t = Math.floor(options.now() / 1000);
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        body: row.payload,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Kiosk-Webhooks/1',
          [SIGNATURE_HEADER]: webhookSignature(options.secret, row.payload, t),
          // The same on every attempt: a receiver that got a delivery twice can tell.
          'Kiosk-Delivery': row.id,
        },
        // A redirect is not a delivery: the owner should fix the URL rather than have the body re-posted elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { status: null, error: timedOut ? `no answer within ${timeoutMs / 1000} s` : reasonOf((error as { cause?: unknown }).cause ?? error) };
    }
  }

  async function deliver(row: FormWebhookRow): Promise<keyof WebhookOutcome> {
    const attempts = row.attempts + 1;
    const answer = await post(row);
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
      await store.markDelivered(row.id, attempts, answer.status, options.now());
      return 'delivered';
    }
    const failure: AttemptFailure = answer.status === null
      ? { attempts, status: null, error: answer.error }
      : { attempts, status: answer.status, error: `answered ${answer.status}` };
    const next = nextAttemptAt(attempts, backoff, options.now());
    if (next === undefined) {
      await store.markFailed(row.id, failure);
      log(`${row.form_id} submission ${row.submission_id} to ${receiverOf(row.url)} failed for good after ${attempts} attempt(s): ${failure.error}`);
      return 'failed';
    }
    await store.markRetry(row.id, failure, next);
    log(`${row.form_id} submission ${row.submission_id} to ${receiverOf(row.url)}: attempt ${attempts} failed (${failure.error}); next at ${new Date(next).toISOString()}`);
    return 'retried';
  }

  async function sendDue(): Promise<WebhookOutcome> {
    const outcome: WebhookOutcome = { delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const batch = await store.claimDue(options.now(), batchSize, lockMs);
      // Side by side: one slow receiver holds its own delivery, not the batch's others.
      await Promise.all(batch.map(async (row) => {
        try {
          outcome[await deliver(row)] += 1;
        } catch (error) {
          // Recording the outcome failed (the database went away): the claim expires and the row is tried again.
          log(`${row.id}: could not record the attempt: ${reasonOf(error)}`);
        }
      }));
      if (batch.length < batchSize) return outcome;
    }
  }

  return {
    sendDue,
    ...repeatingTask(sendDue, (error) => log(`delivery stopped for this round: ${reasonOf(error)}`)),
  };
}

export interface WebhookDeliveryDeps {
  db: Kysely<Tables>;
  env: NodeJS.ProcessEnv;
  now: () => number;
  log: (message: string) => void;
  /** some form declares webhooks: without a secret, say once why none is sent */
  anyWebhooks: boolean;
}

/** Starts the delivery loop when KIOSK_WEBHOOK_SECRET is set; without it deliveries stay queued, unsent. */
export function startWebhookDelivery(deps: WebhookDeliveryDeps, intervalMs: number): WebhookSender | undefined {
  const secret = deps.env.KIOSK_WEBHOOK_SECRET?.trim();
  if (!secret) {
    if (deps.anyWebhooks) {
      deps.log('[kiosk webhooks] content/forms declares webhooks, but KIOSK_WEBHOOK_SECRET is not set: submissions are queued for them and none is sent until it is.');
    }
    return undefined;
  }
  const sender = createWebhookSender({ db: deps.db, now: deps.now, secret, log: deps.log });
  sender.start(intervalMs);
  return sender;
}
