// Queues an email as part of a change: called with the change's transaction, so the email exists exactly when the
// change committed. The sender (sender.ts) delivers it later, outside any request.
import { createOutboxStore } from '../db/outbox';
import type { Executor } from '../db/schema';
import { randomHexId } from '../security/tokens';
import type { EmailMessage } from './email-messages';

export type QueuedEmail = EmailMessage & {
  to: string;
  /** names the cause (`order-confirmation:<orderId>`): a repeat of the same cause queues nothing */
  dedupeKey: string;
};

/** Queues `message`, due at once; does nothing when a message with its dedupe key was queued before. */
export async function enqueueEmail(q: Executor, message: QueuedEmail, now: number): Promise<void> {
  await createOutboxStore(q).enqueue({
    id: randomHexId(),
    dedupeKey: message.dedupeKey,
    to: message.to,
    template: message.template,
    payload: JSON.stringify(message.data),
    createdAt: now,
  });
}
