// `kiosk forms`: on the database a server stored submissions in, the command lists the forms and their
// submissions (paged), exports a form to CSV or JSON files, and lists webhook deliveries that failed for good.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormSubmissionKeyResponse } from '../../../schemas/forms';
import { OWNER_FORM_MESSAGES } from '../../../schemas/owner-forms';
import { openDatabase, type Database } from '../../../server/db/database';
import { createFormSubmissionStore } from '../../../server/db/form-submissions';
import { createFormWebhookStore } from '../../../server/db/form-webhooks';
import { CONTACT, contactValues, formsContent, parseCsv } from '../../server/owner/forms-fixture';
import { Visitor } from '../../server/visitor';
import { useCommandStore } from '../command-store';

const store = useCommandStore('forms');
const kiosk = store.kiosk;

/** Works on the command's database directly, as neither the server nor the command would. */
async function onDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ file: store.dbFile });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Submits the contact form through a server on the command's database (content with the captcha off). */
async function submitContact(who: string, message: string): Promise<void> {
  const api = store.server({ contentDir: formsContent(), rateLimit: { limit: 1000, windowMs: 60_000 } });
  const visitor = await new Visitor(api).arrive();
  const keyAnswer = await visitor.request('/api/form/FormSubmissionKey', { method: 'POST' });
  const { key } = FormSubmissionKeyResponse.parse(keyAnswer.body, { error: () => `no key: ${keyAnswer.status} ${JSON.stringify(keyAnswer.body)}` });
  const saved = await visitor.request('/api/form/SaveFormSubmission', {
    method: 'POST', json: { key, formId: 'contact', form: JSON.stringify(contactValues(who, message)), pagePath: '/contact' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** Stores a contact submission at `createdAt` without a server. */
const storeContact = (id: string, message: string, createdAt: number) => onDatabase(({ db }) =>
  createFormSubmissionStore(db).saveSubmission({ id, formId: 'contact', values: JSON.stringify({ [CONTACT.message]: message }), createdAt }));

const outFile = (name: string) => path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-forms-out-')), name);

describe('kiosk forms', () => {
  it('lists the forms with their counts, then one form\'s submissions newest first, a page at a time', async () => {
    await submitContact('Ana', 'Do you sell mugs\nby the dozen?');
    await storeContact('older', '=1+1', Date.UTC(2026, 0, 2, 3, 4));

    const forms = await kiosk('forms', 'list');
    expect(forms.code, forms.output).toBe(0);
    expect(forms.output).toMatch(/^form\s+name\s+submissions\s+latest \(UTC\)\s+emails to\s+webhooks$/m);
    expect(forms.output).toMatch(/^contact\s+Contact\s+2\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+hello@kiosk-supply\.example\s+0$/m);
    expect(forms.output).not.toMatch(/^newsletter/m);

    const listed = await kiosk('forms', 'list', 'contact');
    expect(listed.code, listed.output).toBe(0);
    const [newest, oldest] = listed.output.trim().split('\n\n');
    expect(newest).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}[0-9a-f]{24} {2}from \/contact\n/);
    expect(newest).toContain('  Name: Ana Tester\n  Email: ana@example.com\n  Topic: Wholesale\n  Message: Do you sell mugs\n    by the dozen?');
    expect(oldest).toBe('2026-01-02 03:04 UTC  older\n  Message: =1+1');

    const first = await kiosk('forms', 'list', 'contact', '--limit', '1');
    const cursor = /More: kiosk forms list contact --cursor (\S+) --limit 1/.exec(first.output)?.[1];
    expect(cursor, first.output).toBeDefined();
    const second = await kiosk('forms', 'list', 'contact', '--limit', '1', '--cursor', cursor!);
    expect(second.output).toContain('older');
    expect(second.output).not.toContain('More:');
  });

  it('exports a form to a CSV or JSON file', async () => {
    await submitContact('Bo', 'Hello, "studio"');
    await storeContact('older', '@SUM(A1)', 1_000);

    const csvFile = outFile('contact.csv');
    const csv = await kiosk('forms', 'export', 'contact', '--out', csvFile);
    expect(csv).toEqual({ code: 0, output: `Wrote the submissions of contact as CSV to ${csvFile}.\n` });
    const rows = parseCsv(readFileSync(csvFile, 'utf8'));
    expect(rows[0]).toEqual(['Submission', 'Submitted at (UTC)', 'Name', 'Email', 'Topic', 'Message', 'Page title', 'Page path']);
    expect(rows[1].slice(2)).toEqual(['Bo Tester', 'bo@example.com', 'Wholesale', 'Hello, "studio"', '', '/contact']);
    expect(rows[2]).toEqual(['older', '1970-01-01T00:00:01.000Z', '', '', '', "'@SUM(A1)", '', '']);

    const jsonFile = outFile('contact.json');
    expect((await kiosk('forms', 'export', 'contact', '--format', 'json', '--out', jsonFile)).code).toBe(0);
    const exported = JSON.parse(readFileSync(jsonFile, 'utf8'));
    expect(exported.map((s: { id: string }) => s.id)[1]).toBe('older');
    expect(exported[0].answers.map((a: { text: string }) => a.text)).toEqual(['Bo Tester', 'bo@example.com', 'Wholesale', 'Hello, "studio"']);
  });

  it('refuses an unknown form, a bad format or limit, and an unknown action', async () => {
    expect(await kiosk('forms', 'list', 'nope')).toEqual({ code: 1, output: `kiosk forms: ${OWNER_FORM_MESSAGES.formNotFound}\n` });
    expect(await kiosk('forms', 'export', 'nope', '--out', outFile('x.csv'))).toEqual({ code: 1, output: `kiosk forms: ${OWNER_FORM_MESSAGES.formNotFound}\n` });
    const format = await kiosk('forms', 'export', 'contact', '--format', 'xml');
    expect(format.code).toBe(1);
    expect(format.output).toContain(`format: ${OWNER_FORM_MESSAGES.badFormat}`);
    const limit = await kiosk('forms', 'list', 'contact', '--limit', '500');
    expect(limit.code).toBe(1);
    expect(limit.output).toContain(OWNER_FORM_MESSAGES.badLimit);
    expect((await kiosk('forms', 'export')).output).toContain('export needs a form id');
    expect((await kiosk('forms', 'delete', 'contact')).output).toContain('expected list, export, webhooks');
  });

  it('lists the webhook deliveries that failed for good', async () => {
    // The database exists once a server has opened it.
    await store.server().ready;
    expect(await kiosk('forms', 'webhooks')).toEqual({ code: 0, output: 'No webhook delivery has failed.\n' });
    await onDatabase(async ({ db }) => {
      const webhooks = createFormWebhookStore(db);
      for (const [id, url] of [['d-failed', 'https://hooks.example.com/down'], ['d-pending', 'https://hooks.example.com/up']]) {
        await webhooks.enqueue({ id, formId: 'contact', submissionId: 's1', url, payload: '{}', createdAt: Date.UTC(2026, 10, 20, 8) });
      }
      await webhooks.markFailed('d-failed', { attempts: 7, status: 503, error: 'answered 503' });
    });
    const listed = await kiosk('forms', 'webhooks');
    expect(listed.code, listed.output).toBe(0);
    const lines = listed.output.trim().split('\n');
    expect(lines[0]).toMatch(/^delivery\s+queued \(UTC\)\s+form\s+submission\s+url\s+tries\s+last answer$/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^d-failed\s+2026-11-20 08:00\s+contact\s+s1\s+https:\/\/hooks\.example\.com\/down\s+7\s+503$/)]);
  });
});
