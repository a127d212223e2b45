// Test fixture for the newsletter: a store on a fresh database with an owner key and a clock the test moves, a
// visitor who signs up through the footer's newsletter form, the emails queued, and the links they carry.
import { afterAll } from 'vitest';
import { FormSubmissionKeyResponse } from '../../../schemas/forms';
import type { Database } from '../../../server/db/database';
import { grantOwnerKey, OWNER_KEY } from '../restock-fixture';
import { testDatabase } from '../test-database';
import { freshApi, Visitor, type Answer } from '../visitor';

export const NEWSLETTER_EMAIL_FIELD = 'email-5e0c91ab';
export const START = Date.UTC(2026, 10, 20, 9);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
const LOOSE_LIMIT = { limit: 100_000, windowMs: 1000 };

export interface NewsletterStore {
  database: Database;
  clock: { at: number };
  visitor(): Promise<Visitor>;
  /** signs `email` up with the newsletter form from `pagePath`; the save's answer */
  signUp(email: string, pagePath?: string): Promise<Answer>;
  /** an owner route with OWNER_KEY (a STORE_MANAGER's), another key, or none (null) */
  owner(path: string, key?: string | null): Promise<Answer>;
}

export interface QueuedMail {
  to: string;
  template: string;
  data: Record<string, any>;
}

export function useNewsletterStores(): () => Promise<NewsletterStore> {
  const apis: { close(): Promise<void> }[] = [];
  // Closing a dozen apps (and, on PostgreSQL, their pools) takes a while on a busy machine.
  afterAll(async () => {
    await Promise.all(apis.splice(0).map((api) => api.close()));
  }, 60_000);
  return async () => {
    const database = await testDatabase();
    await grantOwnerKey(database);
    const clock = { at: START };
    const api = freshApi({ database, now: () => clock.at, rateLimit: LOOSE_LIMIT, siteUrl: 'https://kiosk-supply.example' });
    apis.push(api);
    const visitor = () => new Visitor(api).arrive();
    return {
      database,
      clock,
      visitor,
      async signUp(email, pagePath = '/shop') {
        const v = await visitor();
        const { key } = FormSubmissionKeyResponse.parse((await v.request('/api/form/FormSubmissionKey', { method: 'POST' })).body);
        return v.request('/api/form/SaveFormSubmission', {
          method: 'POST',
          json: { key, formId: 'newsletter', form: JSON.stringify({ [NEWSLETTER_EMAIL_FIELD]: email }), pagePath, contentSource: 'c' },
        });
      },
      owner: (path, key) => new Visitor(api).request(path, { headers: key === null ? {} : { Authorization: `Bearer ${key ?? OWNER_KEY}` } }),
    };
  };
}

/** The emails queued so far, oldest first (of one template when given). */
export async function outbox(store: NewsletterStore, template?: string): Promise<QueuedMail[]> {
  const rows = await store.database.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('dedupe_key').execute();
  return rows.filter((row) => template === undefined || row.template === template)
    .map((row) => ({ to: row.to_address, template: row.template, data: JSON.parse(row.payload) }));
}

export const tokenOf = (url: string): string => new URL(url).searchParams.get('token')!;

export async function subscriberRow(store: NewsletterStore, email: string) {
  return store.database.db.selectFrom('newsletter_subscribers').selectAll().where('email_key', '=', email.toLowerCase()).executeTakeFirst();
}

/** Signs `email` up and returns the links of its confirmation email. */
export async function pendingLinks(store: NewsletterStore, email: string) {
  const answer = await store.signUp(email);
  if (answer.status !== 200) throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
  const mails = (await outbox(store, 'newsletter-confirm')).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
  const mail = mails[mails.length - 1];
  return { mail, confirm: tokenOf(mail.data.confirmUrl), unsubscribe: tokenOf(mail.data.unsubscribePageUrl) };
}

export const confirm = (v: Visitor, token: unknown) => v.request('/api/newsletter/confirm', { method: 'POST', json: { token } });
export const unsubscribe = (v: Visitor, token: unknown) => v.request('/api/newsletter/unsubscribe', { method: 'POST', json: { token } });
export const resubscribe = (v: Visitor, token: unknown) => v.request('/api/newsletter/resubscribe', { method: 'POST', json: { token } });
export const readLink = (v: Visitor, token: string) => v.request(`/api/newsletter/subscription?token=${encodeURIComponent(token)}`);

/** A token of the same shape that is surely not `token` (its last three characters changed). */
export function otherToken(token: string): string {
  const tail = token.endsWith('abc') ? 'xyz' : 'abc';
  return `${token.slice(0, -3)}${tail}`;
}
