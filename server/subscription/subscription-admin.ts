// The subscriptions as the command line works them (`kiosk subscriptions bill|list|cancel`): billing runs, the list
// and the owner's cancel over an open database, with the store's settings and payment providers.
import { moneyText } from '../checkout/money-text';
import { readStoreSettings } from '../content/store-settings';
import { createBillingStore } from '../db/billing';
import type { Database } from '../db/database';
import { durableTransactions } from '../db/durable';
import { paymentProvidersFromEnv, type PaymentSetup } from '../payments/payment-config';
import { billDue, type BillingSummary } from './billing';
import { createSubscriptionMail } from './subscription-mail';
import { createSubscriptionManager } from './subscription-manage';

export interface SubscriptionAdminOptions {
  /** the store's database; the caller closes it */
  database: Database;
  /** the site's content/ folder (store name, currency, time zone, site address) */
  contentDir: string;
  /** default paymentProvidersFromEnv() */
  payments?: PaymentSetup;
  log?: (message: string, error?: unknown) => void;
}

/** One subscription as `kiosk subscriptions list` prints it. */
export interface SubscriptionListing {
  id: string;
  email: string;
  title: string;
  planText: string;
  status: string;
  cyclesBilled: number;
  cyclesTotal: number;
  failedAttempts: number;
  /** null unless active */
  nextBillingAt: number | null;
}

export type SubscriptionAdmin = ReturnType<typeof createSubscriptionAdmin>;

export function createSubscriptionAdmin(options: SubscriptionAdminOptions) {
  const { db, dialect } = options.database;
  const settings = readStoreSettings(options.contentDir);
  const money = moneyText(settings.locale, settings.currency);
  const mail = createSubscriptionMail({ storeName: settings.storeName, baseUrl: settings.baseUrl, locale: settings.locale, timeZone: settings.timeZone, money });
  const durable = durableTransactions(db, dialect);
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[kiosk subscriptions] ${message}`, error ?? ''));
  let payments = options.payments;

  return {
    /** Bills what is due at `now`. */
    bill(now: number, limit?: number): Promise<BillingSummary> {
      // Read on first use: list and cancel need no payment settings.
      payments ??= paymentProvidersFromEnv();
      return billDue({ db, durable, providers: payments.providers, mail, storeName: settings.storeName, timeZone: settings.timeZone, now, log, limit });
    },

    async list(limit = 1000): Promise<SubscriptionListing[]> {
      const rows = await createBillingStore(db).list(limit);
      const manager = createSubscriptionManager({ db, durable, mail, money, now: Date.now });
      return rows.map((row) => {
        const view = manager.view(row);
        return {
          id: row.id, email: row.email, title: row.title, planText: view.planText, status: row.status, cyclesBilled: row.cycles_billed,
          cyclesTotal: row.cycles_total, failedAttempts: row.failed_attempts, nextBillingAt: view.nextBillingAt,
        };
      });
    },

    /** The owner's cancel: throws DomainError (not_found, conflict) when there is nothing to cancel. */
    cancel: (id: string, now: number) => createSubscriptionManager({ db, durable, mail, money, now: () => now }).cancelByOwner(id),
  };
}
