// Delivers queued emails: claims due outbox rows, renders and sends each, records the outcome; failures are retried
// on the back-off schedule, then kept as 'failed'. Runs as a background loop beside the API, in every instance.
//
// Each message is sent at most once per claim: claim → send → markSent. A process that dies after the server
// accepted a message but before markSent leaves the row claimed; once its lock expires another sender sends it
// again. That window (one database write) is the at-least-once edge; the Message-ID is the outbox id, so a
// receiver can drop the copy.
import type { Kysely } from 'kysely';
import { createOutboxStore, type OutboxRow } from '../db/outbox';
import type { Tables } from '../db/schema';
import { isEmailTemplate, type EmailMessage } from './email-messages';
import { createEmailRenderer, type EmailRenderer } from './render-email';
import { DEFAULT_BACKOFF_MS, nextAttemptAt } from './retry-schedule';
import type { EmailTransport } from './transports';
import { repeatingTask } from '../repeating-task';

export interface EmailSenderOptions {
  db: Kysely<Tables>;
  now: () => number;
  transport: EmailTransport;
  /** the From header (see emailFromAddress) */
  from: string;
  log: (line: string) => void;
  /** messages claimed at a time; default 10 */
  batchSize?: number;
  /** the waits between attempts (retry-schedule.ts); default DEFAULT_BACKOFF_MS */
  backoff?: readonly number[];
  /** how long a claim keeps other senders off a batch; must outlast sending it. Default 15 minutes */
  lockMs?: number;
  /** default: the templates in templates/emails/ */
  renderer?: EmailRenderer;
}

export interface SendOutcome {
  sent: number;
  retried: number;
  failed: number;
}

export interface EmailSender {
  /** Sends every message due now, a batch at a time, and says what became of them. */
  sendDue(): Promise<SendOutcome>;
  /** Runs sendDue now and then every `intervalMs` after the previous run ended; the timer keeps no process alive. */
  start(intervalMs: number): void;
  /** Stops the loop; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

const DEFAULT_BATCH_SIZE = 10;
// A batch of 10 at the SMTP transport's worst (20 s to connect, 60 s of silence) ends well inside it.
const DEFAULT_LOCK_MS = 15 * 60_000;

/** A mail server's 5xx answer (no such mailbox, rejected as spam): the same message would be refused again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

class UnknownTemplateError extends Error {
  readonly responseCode = 554;
}

function messageOf(row: OutboxRow): EmailMessage {
  if (!isEmailTemplate(row.template)) throw new UnknownTemplateError(`unknown email template "${row.template}"`);
  // The payload was written by enqueueEmail from a typed message of this template.
  return { template: row.template, data: JSON.parse(row.payload) } as EmailMessage;
}

export function createEmailSender(options: EmailSenderOptions): EmailSender {
  const store = createOutboxStore(options.db);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const backoff = options.backoff ?? DEFAULT_BACKOFF_MS;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const renderer = options.renderer ?? createEmailRenderer();
  const log = (line: string) => options.log(`[kiosk email] ${line}`);

  async function deliver(row: OutboxRow): Promise<keyof SendOutcome> {
    const attempts = row.attempts + 1;
    try {
      const rendered = renderer.render(messageOf(row));
      await options.transport.send({ id: row.id, from: options.from, to: row.to_address, ...rendered });
    } catch (error) {
      const reason = reasonOf(error);
      const next = isPermanent(error) ? undefined : nextAttemptAt(attempts, backoff, options.now());
      if (next === undefined) {
        await store.markFailed(row.id, attempts, reason);
        log(`${row.template} ${row.id} to ${row.to_address} failed for good after ${attempts} attempt(s): ${reason}`);
        return 'failed';
      }
      await store.markRetry(row.id, attempts, next, reason);
      log(`${row.template} ${row.id} to ${row.to_address}: attempt ${attempts} failed (${reason}); next at ${new Date(next).toISOString()}`);
      return 'retried';
    }
    // Right after the send: the shorter this gap, the rarer a second copy after a crash.
    await store.markSent(row.id, options.now());
    return 'sent';
  }

  async function sendDue(): Promise<SendOutcome> {
    const outcome: SendOutcome = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const batch = await store.claimDue(options.now(), batchSize, lockMs);
      for (const row of batch) {
        try {
          outcome[await deliver(row)] += 1;
        } catch (error) {
          // Recording the outcome failed (the database went away): the claim expires and the row is tried again.
          log(`${row.template} ${row.id}: could not record the attempt: ${reasonOf(error)}`);
        }
      }
      if (batch.length < batchSize) return outcome;
    }
  }

  return {
    sendDue,
    ...repeatingTask(sendDue, (error) => log(`sending stopped for this round: ${reasonOf(error)}`)),
  };
}
