// SQL for the email outbox: messages written in the same transaction as the change they tell of, then claimed,
// sent and marked by a sender. A claim is a conditional update of locked_until, so two senders never hold one row.
import { PostgresAdapter, type Selectable } from 'kysely';
import type { Executor, OutboxTable } from './schema';

export type OutboxRow = Selectable<OutboxTable>;

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface NewOutboxMessage {
  id: string;
  /** one message per cause (`order-confirmation:<orderId>`): a second enqueue with the key is ignored */
  dedupeKey: string;
  to: string;
  template: string;
  /** the template's data, as JSON text */
  payload: string;
  createdAt: number;
  /** when it is first due; default createdAt */
  nextAttemptAt?: number;
}

/** PostgreSQL can skip rows another sender's claim has locked; SQLite has one writer and needs no such clause. */
function onPostgres(q: Executor): boolean {
  return q.getExecutor().adapter instanceof PostgresAdapter;
}

export function createOutboxStore(q: Executor) {
  return {
    /** Inserts the message unless one with its dedupe key exists; true when this call inserted it. */
    async enqueue(message: NewOutboxMessage): Promise<boolean> {
      const result = await q.insertInto('outbox').values({
        id: message.id,
        dedupe_key: message.dedupeKey,
        to_address: message.to,
        template: message.template,
        payload: message.payload,
        status: 'pending',
        next_attempt_at: message.nextAttemptAt ?? message.createdAt,
        created_at: message.createdAt,
      }).onConflict((oc) => oc.column('dedupe_key').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /**
     * Claims up to `limit` due pending messages (oldest due first) until `now + lockMs` and returns them. The due
     * ids are picked once, in a materialized CTE (a plain `IN (subquery … LIMIT)` may be run again by PostgreSQL's
     * plan and claim more than `limit`); the update checks each row again, so a row another sender claimed
     * meanwhile is left out: on PostgreSQL whether that claim is still open (SKIP LOCKED) or committed.
     */
    claimDue(now: number, limit: number, lockMs: number): Promise<OutboxRow[]> {
      const postgres = onPostgres(q);
      return q.with((cte) => cte('due').materialized(), (db) => db.selectFrom('outbox').select('id')
        .where('status', '=', 'pending').where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .orderBy('next_attempt_at').orderBy('id').limit(limit)
        .$if(postgres, (sub) => sub.forUpdate().skipLocked()))
        .updateTable('outbox').set({ locked_until: now + lockMs })
        .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
        .where('status', '=', 'pending')
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .returningAll().execute();
    },

    async markSent(id: string, now: number): Promise<void> {
      await q.updateTable('outbox')
        .set((eb) => ({ status: 'sent', sent_at: now, attempts: eb('attempts', '+', 1), locked_until: null, last_error: null }))
        .where('id', '=', id).execute();
    },

    /** A failed attempt with another to come: due again at `nextAt`, free for any sender to claim then. */
    async markRetry(id: string, attempts: number, nextAt: number, error: string): Promise<void> {
      await q.updateTable('outbox')
        .set({ attempts, next_attempt_at: nextAt, locked_until: null, last_error: error })
        .where('id', '=', id).where('status', '=', 'pending').execute();
    },

    /** The last attempt failed (or the failure is permanent): kept with its error, never sent, never deleted. */
    async markFailed(id: string, attempts: number, error: string): Promise<void> {
      await q.updateTable('outbox')
        .set({ status: 'failed', attempts, locked_until: null, last_error: error })
        .where('id', '=', id).where('status', '=', 'pending').execute();
    },

    /** Newest first. */
    list(options: { status?: OutboxStatus; limit: number }): Promise<OutboxRow[]> {
      return q.selectFrom('outbox').selectAll()
        .$if(options.status !== undefined, (qb) => qb.where('status', '=', options.status!))
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
    },

    find: (id: string): Promise<OutboxRow | undefined> =>
      q.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
