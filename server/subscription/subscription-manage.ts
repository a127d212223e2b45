// A billed subscription as its customer manages it (by the token of the link in their emails) and as the owner
// does (by id, behind the owner key): read it, cancel it. Reading never changes anything, since mail scanners open
// links; cancelling is a POST, and its email is queued in the cancellation's transaction.
import type { Kysely } from 'kysely';
import { SUBSCRIPTION_MANAGE_MESSAGES, type SubscriptionManageView, type SubscriptionStatus } from '../../schemas/subscription-manage';
import { createBillingStore, type BilledSubscriptionRow } from '../db/billing';
import type { DurableTransaction } from '../db/durable';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { manageTokenMatches } from './manage-token';
import { planText } from './plan-text';
import type { SubscriptionMail } from './subscription-mail';

export interface SubscriptionManagerDeps {
  db: Kysely<Tables>;
  durable: DurableTransaction;
  mail: SubscriptionMail;
  money: (cents: number) => string;
  now: () => number;
}

export type SubscriptionManager = ReturnType<typeof createSubscriptionManager>;

const OWNER_NOT_FOUND = 'No subscription has this id.';

export function createSubscriptionManager(deps: SubscriptionManagerDeps) {
  const billing = createBillingStore(deps.db);

  function view(row: BilledSubscriptionRow): SubscriptionManageView {
    return {
      id: row.id,
      title: row.title,
      planText: planText(row, deps.money),
      status: row.status as SubscriptionStatus,
      nextBillingAt: row.status === 'active' ? row.next_billing_at : null,
      cyclesBilled: row.cycles_billed,
      cyclesTotal: row.cycles_total,
      amountCents: row.amount_cents,
      currencyCode: row.currency,
    };
  }

  /** The subscription the link names; an unknown id and a wrong token are refused alike. */
  async function byLink(id: string, token: string): Promise<BilledSubscriptionRow> {
    const row = await billing.find(id);
    if (!row || !manageTokenMatches(row.manage_token_hash, token)) throw new DomainError('not_found', SUBSCRIPTION_MANAGE_MESSAGES.notFound);
    return row;
  }

  /** Cancels it and queues the customer's email; a repeat answers the cancelled subscription again. */
  async function cancel(row: BilledSubscriptionRow): Promise<SubscriptionManageView> {
    if (row.status === 'cancelled') return view(row);
    const now = deps.now();
    const cancelled = await deps.durable(async (trx) => {
      const store = createBillingStore(trx);
      if (!(await store.cancel(row.id, now))) return undefined;
      await deps.mail.cancelled(trx, row, now);
      return store.find(row.id);
    });
    if (cancelled) return view(cancelled);
    // Not active or past due: it ended meanwhile (completed), or another request cancelled it first.
    const current = (await billing.find(row.id))!;
    if (current.status === 'cancelled') return view(current);
    throw new DomainError('conflict', SUBSCRIPTION_MANAGE_MESSAGES.alreadyEnded);
  }

  return {
    read: async (id: string, token: string) => view(await byLink(id, token)),
    cancelByCustomer: async (id: string, token: string) => cancel(await byLink(id, token)),
    async cancelByOwner(id: string): Promise<SubscriptionManageView> {
      const row = await billing.find(id);
      if (!row) throw new DomainError('not_found', OWNER_NOT_FOUND);
      return cancel(row);
    },
    view,
  };
}
