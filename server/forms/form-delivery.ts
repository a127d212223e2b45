// Where a site form's submissions go besides the database, as its content/forms/<id>.json says: an email to the
// owner (`"notify"`: default the site's contactEmail, `{ "email": … }` another address, `false` none) and signed
// webhooks (`"webhooks": [{ "url": "https://…" }]`). A file that gets them wrong stops the server with its name.
import { join } from 'node:path';
import * as z from 'zod/mini';
import { isValidEmail } from '../../schemas/form-rules';
import { ContentError, jsonFilesIn, readJsonFile } from '../content/json-files';

export interface FormDelivery {
  /** the owner's address for a notification per submission; undefined when the form sends none */
  notifyEmail?: string;
  webhookUrls: string[];
}

/** Plain http only to this machine (a local relay or a test receiver): elsewhere the body and signature need TLS. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedWebhookUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

const Email = z.string().check(z.trim(), z.refine(isValidEmail, { error: 'notify.email is not a valid email address' }));

const DeliveryFile = z.looseObject({
  id: z.optional(z.string()),
  type: z.optional(z.string()),
  notify: z.optional(z.union([z.boolean(), z.object({ email: Email })])),
  webhooks: z.optional(z.array(z.object({
    url: z.string().check(z.refine(isAllowedWebhookUrl, { error: 'a webhook url must be https:// (http:// only to localhost)' })),
  })).check(z.maxLength(10))),
});

export interface FormDeliveries {
  of(formId: string): FormDelivery;
  /** true when some form posts to a webhook (the background work says so when it cannot sign them) */
  readonly anyWebhooks: boolean;
}

/** Reads each form's delivery settings; `contactEmail` (website.contactEmail) is the default notification address. */
export function loadFormDeliveries(contentDir: string, contactEmail: string): FormDeliveries {
  const byId = new Map<string, FormDelivery>();
  for (const file of jsonFilesIn(join(contentDir, 'forms'))) {
    const parsed = z.safeParse(DeliveryFile, readJsonFile(file));
    if (!parsed.success) throw new ContentError(file, z.prettifyError(parsed.error));
    const { id, notify, webhooks } = parsed.data;
    if (!id) continue;
    const notifyEmail = notify === false ? undefined : typeof notify === 'object' ? notify.email : contactEmail.trim() || undefined;
    byId.set(id, { notifyEmail, webhookUrls: (webhooks ?? []).map((hook) => hook.url) });
  }
  const none: FormDelivery = { webhookUrls: [] };
  return {
    of: (formId) => byId.get(formId) ?? none,
    anyWebhooks: [...byId.values()].some((delivery) => delivery.webhookUrls.length > 0),
  };
}
