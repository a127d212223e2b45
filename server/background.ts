// The work a serving instance does outside requests: delivering queued emails, and settling payments a crash
// left between the provider and the database. `kiosk serve`/`start`/`dev` run it; tests drive each part directly.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { PaymentProviderName } from '../schemas/checkout';
import { reconcilePayments } from './checkout/reconcile-payments';
import type { StoreSettings } from './content/store-settings';
import type { Tables } from './db/schema';
import { createEmailRenderer } from './email/render-email';
import { createEmailSender } from './email/sender';
import { emailFromAddress, transportFromEnv } from './email/transports';
import { startWebhookDelivery } from './forms/webhook-sender';
import type { PaymentProvider } from './payments/provider';

/** How often queued emails are looked for, and stuck payments. */
const EMAIL_EVERY_MS = 5_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

export interface BackgroundDeps {
  db: Kysely<Tables>;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  store: StoreSettings;
  /** the site folder: templates/emails/ and data/outbox/ are in it */
  siteRoot: string;
  env: NodeJS.ProcessEnv;
  now: () => number;
  log: (message: string, error?: unknown) => void;
  /** some site form declares webhooks (content/forms): without KIOSK_WEBHOOK_SECRET the start says why none is sent */
  formWebhooks?: boolean;
}

export interface BackgroundWork {
  stop(): Promise<void>;
}

export function startBackgroundWork(deps: BackgroundDeps): BackgroundWork {
  const renderer = createEmailRenderer({ dir: join(deps.siteRoot, 'templates', 'emails'), language: deps.store.locale });
  // A template that does not compile stops the start, not the first order's email.
  renderer.checkAll();
  const transport = transportFromEnv(deps.env, deps.siteRoot);
  const sender = createEmailSender({
    db: deps.db, now: deps.now, transport, renderer, log: (line) => deps.log(line),
    from: emailFromAddress(deps.env.KIOSK_EMAIL_FROM, deps.store.contactEmail),
  });
  sender.start(EMAIL_EVERY_MS);
  // Form webhooks beside the emails, on the same beat; not started without KIOSK_WEBHOOK_SECRET.
  const webhooks = startWebhookDelivery({ db: deps.db, env: deps.env, now: deps.now, log: (line) => deps.log(line), anyWebhooks: deps.formWebhooks ?? false }, EMAIL_EVERY_MS);

  let reconciling: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    reconciling = reconcilePayments(deps).catch((error) => deps.log('payment reconciliation failed', error));
  };
  reconcile();
  const timer = setInterval(reconcile, RECONCILE_EVERY_MS);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await sender.stop();
      await webhooks?.stop();
      await reconciling;
      await transport.close();
    },
  };
}
