// Test fixture for the owner's side of site forms: a copy of the demo content with a survey form (every multi-part
// field type) and the contact form's delivery settings as the test wants them, a store on a fresh database with an
// owner key, a visitor who submits forms, and the owner's calls.
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FormSubmissionKeyResponse } from '../../../schemas/forms';
import type { Database } from '../../../server/db/database';
import type { KioskApi } from '../../../server/api';
import { grantOwnerKey, OWNER_KEY } from '../restock-fixture';
import { testDatabase } from '../test-database';
import { CONTENT_DIR, freshApi, Visitor, type Answer } from '../visitor';

export const OWNER_FORMS = '/api/owner/forms';

/** The contact form's field ids (content/forms/contact.json). */
export const CONTACT = { name: 'name-3f9a2c10', email: 'email-7b41d2e8', topic: 'select-0c5e8a94', message: 'textarea-d26b7f31' } as const;

/** A form with every shape of answer, added to the content copy as content/forms/survey.json. */
export const SURVEY_FORM = {
  id: 'survey',
  name: 'Studio survey',
  title: 'Tell us about your visit',
  fields: [
    { id: 'name-1', type: 'name', title: 'Your name', required: true },
    { id: 'intro', type: 'section', title: 'About the shop' },
    { id: 'address-1', type: 'address', title: 'Address' },
    { id: 'phone-1', type: 'phone', title: 'Phone' },
    { id: 'checkbox-1', type: 'checkbox', title: 'What did you buy?', options: ['Mugs', 'Prints', 'Tees'] },
    { id: 'likert-1', type: 'likert', title: 'How was it?', options: ['Quality', 'Price'] },
    { id: 'text-1', type: 'text', title: 'Anything else?' },
    { id: 'date-1', type: 'date', title: 'Visit date' },
  ],
};

/**
 * A site folder whose content/ is a copy of the demo's where `contact` (captcha off) gets `settings` merged in
 * (notify, webhooks) and the survey exists; its templates/ are the project's (the background work reads the email
 * templates there). Returns the content folder.
 */
export function formsContent(settings: Record<string, unknown> = {}, surveySettings: Record<string, unknown> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'kiosk-forms-site-'));
  symlinkSync(join(CONTENT_DIR, '..', 'templates'), join(root, 'templates'));
  const dir = join(root, 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true, filter: (source) => !source.includes('/images') });
  const file = join(dir, 'forms', 'contact.json');
  // The demo's contact form asks for a captcha; these tests are about what happens once a submission is accepted.
  const captchaSettings = { enabled: false, theme: 1, alignment: 1 };
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), captchaSettings, ...settings }));
  writeFileSync(join(dir, 'forms', 'survey.json'), JSON.stringify({ ...SURVEY_FORM, ...surveySettings }));
  return dir;
}

const LOOSE_LIMIT = { limit: 100_000, windowMs: 1000 };

export interface FormsSite {
  database: Database;
  api: KioskApi;
  /** the store's clock: each reading moves it one second on */
  clock: { at: number };
  /** Submits `values` to `formId` as a visitor does (key, then save); the save's answer. */
  submit(formId: string, values: Record<string, unknown>, page?: Record<string, unknown>): Promise<Answer>;
  /** An owner route with OWNER_KEY (a STORE_MANAGER's) unless `key` says otherwise (null: no key). */
  owner(path: string, key?: string | null): Promise<Answer>;
}

export const CONTACT_PAGE = { pageTitle: 'Contact — Kiosk Supply Co.', pageId: 'e2963a28d0f4c1b8d4a29cfa', contentSource: 'c', pagePath: '/contact' };

export async function formsSite(options: { contentDir?: string; database?: Database } = {}): Promise<FormsSite> {
  const database = options.database ?? (await testDatabase());
  await grantOwnerKey(database);
  const clock = { at: Date.UTC(2026, 10, 22, 9) };
  const api = freshApi({ database, contentDir: options.contentDir ?? formsContent(), now: () => (clock.at += 1000), rateLimit: LOOSE_LIMIT });
  const visitor = await new Visitor(api).arrive();
  const owner = new Visitor(api);
  return {
    database,
    api,
    clock,
    async submit(formId, values, page = CONTACT_PAGE) {
      const keyAnswer = await visitor.request('/api/form/FormSubmissionKey', { method: 'POST' });
      const { key } = FormSubmissionKeyResponse.parse(keyAnswer.body);
      return visitor.request('/api/form/SaveFormSubmission', { method: 'POST', json: { key, formId, form: JSON.stringify(values), ...page } });
    },
    owner: (path, key) => owner.request(path, { headers: key === null ? {} : { Authorization: `Bearer ${key ?? OWNER_KEY}` } }),
  };
}

/** A contact form's values from `who` saying `message`. */
export function contactValues(who: string, message: string, email = `${who.toLowerCase()}@example.com`) {
  return { [CONTACT.name]: [who, 'Tester'], [CONTACT.email]: email, [CONTACT.topic]: 'Wholesale', [CONTACT.message]: message };
}

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else if (c === '\n' || c === '\r' || c === '"') {
      throw new Error(`not RFC 4180: a bare ${JSON.stringify(c)} at ${i}`);
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('not RFC 4180: the last record has no CRLF');
  return rows;
}
