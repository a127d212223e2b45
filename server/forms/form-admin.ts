// The owner's form tools over a database, as `kiosk forms` needs them without a server: the same listing and export
// as /api/owner/forms, and the webhook deliveries that failed for good.
import { readStoreSettings } from '../content/store-settings';
import type { Database } from '../db/database';
import { createFormWebhookStore } from '../db/form-webhooks';
import { loadFormDeliveries } from './form-delivery';
import { createOwnerFormsService, type OwnerFormsService } from './owner-forms-service';
import { loadSiteForms } from './site-forms';

/** A webhook delivery that will not be tried again. Times are epoch ms. */
export interface FailedWebhook {
  id: string;
  formId: string;
  submissionId: string;
  url: string;
  attempts: number;
  /** the receiver's last HTTP status; null when it never answered */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: number;
}

export interface FormAdmin {
  forms: OwnerFormsService;
  /** newest first */
  failedWebhooks(limit: number): Promise<FailedWebhook[]>;
}

export function formAdminOver(database: Database, options: { contentDir: string }): FormAdmin {
  const store = readStoreSettings(options.contentDir);
  const deliveries = loadFormDeliveries(options.contentDir, store.contactEmail);
  const webhooks = createFormWebhookStore(database.db);
  return {
    forms: createOwnerFormsService({ db: database.db, forms: loadSiteForms(options.contentDir), deliveries }),
    async failedWebhooks(limit) {
      const rows = await webhooks.list({ status: 'failed', limit });
      return rows.map((row) => ({
        id: row.id, formId: row.form_id, submissionId: row.submission_id, url: row.url, attempts: row.attempts,
        lastStatus: row.last_status, lastError: row.last_error, createdAt: row.created_at,
      }));
    },
  };
}
