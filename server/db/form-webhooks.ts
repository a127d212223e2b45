// SQL for form webhook deliveries: queued in the submission's transaction, then claimed, posted and marked by a
// sender. A claim is a conditional update of locked_until (as the email outbox does), so two senders never hold a row.
import { PostgresAdapter, type Selectable } from 'kysely';
import type { Executor, FormWebhookDeliveriesTable } from './schema';

export type FormWebhookRow = Selectable<FormWebhookDeliveriesTable>;

export type FormWebhookStatus = 'pending' | 'delivered' | 'failed';

export interface NewFormWebhookDelivery {
  id: string;
  formId: string;
  submissionId: string;
  url: string;
  /** the JSON body to post */
  payload: string;
  createdAt: number;
}

/** What an attempt that did not succeed leaves on the row. */
export interface AttemptFailure {
  attempts: number;
  /** the answer's HTTP status; null when none came */
  status: number | null;
  error: string;
}

function onPostgres(q: Executor): boolean {
  return q.getExecutor().adapter instanceof PostgresAdapter;
}

export function createFormWebhookStore(q: Executor) {
  return {
    /** Queues a delivery, due at once; a second one for the same submission and URL is ignored. */
    async enqueue(delivery: NewFormWebhookDelivery): Promise<void> {
      await q.insertInto('form_webhook_deliveries').values({
        id: delivery.id,
        form_id: delivery.formId,
        submission_id: delivery.submissionId,
        url: delivery.url,
        payload: delivery.payload,
        status: 'pending',
        next_attempt_at: delivery.createdAt,
        created_at: delivery.createdAt,
      }).onConflict((oc) => oc.columns(['submission_id', 'url']).doNothing()).execute();
    },

    /** Claims up to `limit` due pending deliveries (oldest due first) until `now + lockMs`; see outbox.claimDue. */
    claimDue(now: number, limit: number, lockMs: number): Promise<FormWebhookRow[]> {
      const postgres = onPostgres(q);
      return q.with((cte) => cte('due').materialized(), (db) => db.selectFrom('form_webhook_deliveries').select('id')
        .where('status', '=', 'pending').where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .orderBy('next_attempt_at').orderBy('id').limit(limit)
        .$if(postgres, (sub) => sub.forUpdate().skipLocked()))
        .updateTable('form_webhook_deliveries').set({ locked_until: now + lockMs })
        .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
        .where('status', '=', 'pending')
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .returningAll().execute();
    },

    async markDelivered(id: string, attempts: number, status: number, now: number): Promise<void> {
      await q.updateTable('form_webhook_deliveries')
        .set({ status: 'delivered', attempts, last_status: status, last_error: null, delivered_at: now, locked_until: null })
        .where('id', '=', id).where('status', '=', 'pending').execute();
    },

    /** A failed attempt with another to come: due again at `nextAt`. */
    async markRetry(id: string, failure: AttemptFailure, nextAt: number): Promise<void> {
      await q.updateTable('form_webhook_deliveries')
        .set({ attempts: failure.attempts, last_status: failure.status, last_error: failure.error, next_attempt_at: nextAt, locked_until: null })
        .where('id', '=', id).where('status', '=', 'pending').execute();
    },

    /** The last attempt failed: kept with its error for the owner to see (`kiosk forms webhooks`), never posted again. */
    async markFailed(id: string, failure: AttemptFailure): Promise<void> {
      await q.updateTable('form_webhook_deliveries')
        .set({ status: 'failed', attempts: failure.attempts, last_status: failure.status, last_error: failure.error, locked_until: null })
        .where('id', '=', id).where('status', '=', 'pending').execute();
    },

    /** Newest first. */
    list(options: { status?: FormWebhookStatus; limit: number }): Promise<FormWebhookRow[]> {
      return q.selectFrom('form_webhook_deliveries').selectAll()
        .$if(options.status !== undefined, (qb) => qb.where('status', '=', options.status!))
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
    },

    find: (id: string): Promise<FormWebhookRow | undefined> =>
      q.selectFrom('form_webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type FormWebhookStore = ReturnType<typeof createFormWebhookStore>;
