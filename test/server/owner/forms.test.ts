// The owner's site-form routes on a fresh database: the forms with their counts, submissions a page at a time
// (newest first, by cursor), the CSV and JSON export (parsed as a spreadsheet would), and the key and role checks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWNER_FORMS_API } from '../../../schemas/contract/owner-forms';
import { OWNER_ROLE_NAMES, roleMay } from '../../../schemas/owner-roles';
import { OWNER_FORM_MESSAGES, OwnerFormsList, SubmissionsPage, type OwnerSubmission } from '../../../schemas/owner-forms';
import { RESTOCK_MESSAGES } from '../../../schemas/restock';
import { createFormSubmissionStore } from '../../../server/db/form-submissions';
import { forbiddenMessage, OWNER_AUTH_MESSAGES } from '../../../server/middleware/owner-auth';
import { keyFor } from './owner-fixture';
import {
  CONTACT, CONTACT_PAGE, contactValues, formsContent, formsSite, OWNER_FORMS, parseCsv, SURVEY_FORM, type FormsSite,
} from './forms-fixture';


const SURVEY_VALUES = {
  'name-1': ['Ada', 'Lovelace'],
  'address-1': { Line1: '41 Wall Street', Line2: 'Apt 4', City: 'Asheville', State: 'NC', Zip: '28801', Country: 'United States' },
  'phone-1': ['1', '828', '555', '0142'],
  'checkbox-1': ['Mugs', 'Prints'],
  'likert-1': { Price: '0', Quality: '1' },
  'text-1': 'Lovely, "really" lovely,\nsee you soon',
  'date-1': ['11', '22', '2026'],
};

describe('GET /api/owner/forms', () => {
  it('lists the site forms (not the newsletter) with their counts, latest submission and deliveries', async () => {
    const site = await formsSite({ contentDir: formsContent({ notify: { email: 'studio@example.com' }, webhooks: [{ url: 'https://hooks.example.com/a' }] }) });
    expect((await site.submit('contact', contactValues('Ana', 'First'))).status).toBe(200);
    expect((await site.submit('contact', contactValues('Bo', 'Second'))).status).toBe(200);
    const latest = site.clock.at;

    const answer = await site.owner(OWNER_FORMS);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { forms } = OwnerFormsList.parse(answer.body);
    expect(forms.map((form) => form.id)).toEqual(expect.arrayContaining(['contact', 'survey']));
    expect(forms.map((form) => form.id)).not.toContain('newsletter');
    expect(forms.find((form) => form.id === 'contact')).toEqual({
      id: 'contact', name: 'Contact', title: 'Write to the studio', fieldCount: 4, submissionCount: 2,
      latestSubmissionAt: new Date(latest).toISOString(), notifyEmail: 'studio@example.com', webhookCount: 1,
    });
    // The survey notifies the site's contactEmail by default; its section takes no answer.
    expect(forms.find((form) => form.id === 'survey')).toMatchObject({
      fieldCount: SURVEY_FORM.fields.length - 1, submissionCount: 0, latestSubmissionAt: null, notifyEmail: 'hello@kiosk-supply.example', webhookCount: 0,
    });
  });
});

describe('GET /api/owner/forms/{formId}/submissions', () => {
  it('pages through the submissions newest first, each with its page and its answers in field order', async () => {
    const site = await formsSite();
    const times: number[] = [];
    for (const who of ['Ana', 'Bo', 'Cy', 'Di', 'Ed']) {
      expect((await site.submit('contact', contactValues(who, `Hello from ${who}`))).status).toBe(200);
      times.push(site.clock.at);
    }

    const seen: OwnerSubmission[] = [];
    const pages: boolean[] = [];
    let cursor: string | null = null;
    do {
      const answer = await site.owner(`${OWNER_FORMS}/contact/submissions?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const page = SubmissionsPage.parse(answer.body);
      expect(page.submissions.length).toBeLessThanOrEqual(2);
      seen.push(...page.submissions);
      pages.push(page.hasNextPage);
      expect(page.nextPageCursor === null).toBe(!page.hasNextPage);
      cursor = page.nextPageCursor;
    } while (cursor);

    expect(pages).toEqual([true, true, false]);
    expect(seen.map((s) => s.answers.find((a) => a.fieldId === CONTACT.message)?.text)).toEqual(
      ['Ed', 'Di', 'Cy', 'Bo', 'Ana'].map((who) => `Hello from ${who}`),
    );
    expect(new Set(seen.map((s) => s.id)).size).toBe(5);
    // The submission's time is the save's: a second after its key was issued (the clock moves 1 s a reading).
    expect(seen.map((s) => Date.parse(s.createdAt))).toEqual([...times].reverse());

    const newest = seen[0];
    expect(newest.page).toEqual({ title: CONTACT_PAGE.pageTitle, path: '/contact', id: CONTACT_PAGE.pageId, contentSource: 'c' });
    expect(newest.answers).toEqual([
      { fieldId: CONTACT.name, title: 'Name', type: 'name', text: 'Ed Tester', value: { First: 'Ed', Last: 'Tester' } },
      { fieldId: CONTACT.email, title: 'Email', type: 'email', text: 'ed@example.com', value: 'ed@example.com' },
      { fieldId: CONTACT.topic, title: 'Topic', type: 'select', text: 'Wholesale', value: 'Wholesale' },
      { fieldId: CONTACT.message, title: 'Message', type: 'textarea', text: 'Hello from Ed', value: 'Hello from Ed' },
    ]);
  });

  it('keeps submissions saved in the same millisecond apart across pages', async () => {
    const site = await formsSite();
    const store = createFormSubmissionStore(site.database.db);
    for (let i = 0; i < 7; i++) {
      await store.saveSubmission({ id: `sub-${i}`, formId: 'contact', values: JSON.stringify({ [CONTACT.message]: `m${i}` }), createdAt: 1_000 });
    }
    const first = SubmissionsPage.parse((await site.owner(`${OWNER_FORMS}/contact/submissions?limit=4`)).body);
    const second = SubmissionsPage.parse((await site.owner(`${OWNER_FORMS}/contact/submissions?limit=4&cursor=${first.nextPageCursor}`)).body);
    expect([...first.submissions, ...second.submissions].map((s) => s.id)).toEqual(['sub-6', 'sub-5', 'sub-4', 'sub-3', 'sub-2', 'sub-1', 'sub-0']);
    expect(second).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    expect(first.submissions[0].page).toEqual({ title: null, path: null, id: null, contentSource: null });
  });

  it('answers 422 for a cursor it did not make and a limit outside 1-100', async () => {
    const site = await formsSite();
    const bad = await site.owner(`${OWNER_FORMS}/contact/submissions?cursor=not-a-cursor`);
    expect(bad).toMatchObject({ status: 422, body: { error: RESTOCK_MESSAGES.invalidCursor } });
    for (const limit of ['0', '101', 'ten']) {
      const answer = await site.owner(`${OWNER_FORMS}/contact/submissions?limit=${limit}`);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toContain(OWNER_FORM_MESSAGES.badLimit);
    }
  });
});

describe('GET /api/owner/forms/{formId}/submissions/export', () => {
  it('exports CSV: a header row, one column per field in form order, readable cells, RFC 4180 quoting', async () => {
    const site = await formsSite();
    expect((await site.submit('survey', SURVEY_VALUES, { pageTitle: 'Survey', pagePath: '/survey', contentSource: 'c' })).status).toBe(200);
    expect((await site.submit('survey', { 'name-1': ['Grace', 'Hopper'] }, {})).status).toBe(200);

    const answer = await site.owner(`${OWNER_FORMS}/survey/submissions/export?format=csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="survey-submissions.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(answer.body as string);
    expect(rows[0]).toEqual(['Submission', 'Submitted at (UTC)', 'Your name', 'Address', 'Phone', 'What did you buy?', 'How was it?', 'Anything else?', 'Visit date', 'Page title', 'Page path']);
    expect(rows).toHaveLength(3);
    const [, grace, ada] = rows;
    expect(grace.slice(2)).toEqual(['Grace Hopper', '', '', '', '', '', '', '', '']);
    expect(ada.slice(2)).toEqual([
      'Ada Lovelace',
      '41 Wall Street, Apt 4, Asheville, NC 28801, United States',
      '(+1) 828 555-0142',
      'Mugs, Prints',
      'Quality: Agree; Price: Neutral',
      'Lovely, "really" lovely,\nsee you soon',
      '11/22/2026',
      'Survey',
      '/survey',
    ]);
    expect(Date.parse(ada[1])).toBeLessThan(Date.parse(grace[1]));
    expect(answer.body as string).toContain('"Lovely, ""really"" lovely,\nsee you soon"');
  });

  it('prefixes cells a spreadsheet would run as a formula', async () => {
    const site = await formsSite();
    const attacks = ['=HYPERLINK("https://evil.example","click")', '+1+2', '-3+4', '@SUM(A1:A2)'];
    for (const text of attacks) expect((await site.submit('survey', { 'name-1': ['Eve', 'Mallory'], 'text-1': text }, {})).status).toBe(200);
    const rows = parseCsv((await site.owner(`${OWNER_FORMS}/survey/submissions/export`)).body as string);
    expect(rows.slice(1).map((row) => row[7]).reverse()).toEqual(attacks.map((text) => `'${text}`));
    expect(rows.slice(1).map((row) => row[2])).toEqual(attacks.map(() => 'Eve Mallory'));
  });

  it('exports JSON: an array of the same submissions the listing shows', async () => {
    const site = await formsSite();
    expect((await site.submit('survey', SURVEY_VALUES)).status).toBe(200);
    expect((await site.submit('survey', { 'name-1': ['Grace', 'Hopper'], 'checkbox-1': ['Tees'] })).status).toBe(200);
    const answer = await site.owner(`${OWNER_FORMS}/survey/submissions/export?format=json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="survey-submissions.json"');
    const listed = SubmissionsPage.parse((await site.owner(`${OWNER_FORMS}/survey/submissions?limit=100`)).body);
    expect(answer.body).toEqual(listed.submissions);
    expect(answer.body[1].answers.find((a: { fieldId: string }) => a.fieldId === 'likert-1')).toEqual({
      fieldId: 'likert-1', title: 'How was it?', type: 'likert', text: 'Quality: Agree; Price: Neutral', value: { Price: '0', Quality: '1' },
    });

    const empty = await site.owner(`${OWNER_FORMS}/contact/submissions/export?format=json`);
    expect(empty.body).toEqual([]);
    expect((await site.owner(`${OWNER_FORMS}/contact/submissions/export?format=xml`)).status).toBe(422);
  });

  it('walks a form larger than one read batch, every row once, newest first', async () => {
    const site = await formsSite();
    const store = createFormSubmissionStore(site.database.db);
    const total = 450;
    for (let i = 0; i < total; i++) {
      // Pairs share a millisecond, so batches end inside a tie now and then.
      const n = String(i).padStart(3, '0');
      await store.saveSubmission({ id: `row-${n}`, formId: 'contact', values: JSON.stringify({ [CONTACT.message]: `m${n}` }), createdAt: 10_000 + Math.floor(i / 2) });
    }
    const rows = parseCsv((await site.owner(`${OWNER_FORMS}/contact/submissions/export`)).body as string);
    expect(rows).toHaveLength(total + 1);
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids).toEqual(Array.from({ length: total }, (_, i) => `row-${String(total - 1 - i).padStart(3, '0')}`));
    const json = (await site.owner(`${OWNER_FORMS}/contact/submissions/export?format=json`)).body as OwnerSubmission[];
    expect(json.map((s) => s.id)).toEqual(ids);
  });
});

describe('the owner key and its role', () => {
  const paths = [OWNER_FORMS, `${OWNER_FORMS}/contact/submissions`, `${OWNER_FORMS}/contact/submissions/export`];
  // These only read: one store serves them all (fewer databases to make and drop on PostgreSQL).
  let shared: Promise<FormsSite> | undefined;
  const sharedSite = () => (shared ??= formsSite());

  it.each(paths)('%s answers 401 without a key or with a wrong one', async (path) => {
    const site = await sharedSite();
    const missing = await site.owner(path, null);
    expect(missing).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.missing } });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="kiosk-owner"');
    expect(await site.owner(path, 'kiosk_not-a-key')).toMatchObject({ status: 401, body: { error: OWNER_AUTH_MESSAGES.wrong } });
  });

  it.each(paths)('%s answers 403 to a role without forms:read, 200 to a viewer', async (path) => {
    const site = await sharedSite();
    for (const role of ['BILLING', 'EDITOR'] as const) {
      const refused = await site.owner(path, await keyFor(site.database, role));
      expect(refused).toMatchObject({ status: 403, body: { error: forbiddenMessage(role, 'forms:read'), role } });
    }
    expect((await site.owner(path, await keyFor(site.database, 'VIEWER'))).status).toBe(200);
  });

  it('answers 404 for a form that is not a site form, or a newsletter that stores no submissions', async () => {
    const site = await sharedSite();
    for (const formId of ['nope', 'newsletter']) {
      for (const path of [`${OWNER_FORMS}/${formId}/submissions`, `${OWNER_FORMS}/${formId}/submissions/export`]) {
        expect(await site.owner(path)).toMatchObject({ status: 404, body: { error: OWNER_FORM_MESSAGES.formNotFound } });
      }
    }
  });
});

describe('server/owner/README.md', () => {
  const readme = readFileSync(new URL('../../../server/owner/README.md', import.meta.url), 'utf8');

  it.each(Object.values(OWNER_FORMS_API))('documents $method $path with forms:read and exactly the roles that have it', (endpoint) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${endpoint.method} ${endpoint.path}\``));
    expect(row, endpoint.path).toBeDefined();
    const cells = row!.split(/(?<!\\)\|/).map((cell) => cell.trim());
    expect(cells[3]).toBe('`forms:read`');
    expect(cells[4].split(', ').sort()).toEqual(OWNER_ROLE_NAMES.filter((role) => roleMay(role, 'forms:read')).sort());
  });
});
