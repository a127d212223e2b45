// The site-form calls of spec §7 on a fresh DB: POST /api/form/FormSubmissionKey, then
// POST /api/form/SaveFormSubmission — every status and message the site-form island maps (spec §8).
import { describe, expect, it } from 'vitest';
import { CRUMB_FAIL_MESSAGE } from '../../schemas/api-error';
import { FormSubmissionKeyResponse, SITE_FORM_MESSAGES } from '../../schemas/forms';
import { createFormSubmissionStore } from '../../server/db/form-submissions';
import { INTERNAL_ERROR_MESSAGE } from '../../server/errors';
import { SUBMISSION_KEY_TTL_MS } from '../../server/forms/site-form-service';
import { testDatabase } from './test-database';
import { freshApi, Visitor } from './visitor';
import { contentWithoutFormCaptcha } from './captcha/solve';

const CONTENT_WITHOUT_CAPTCHA = contentWithoutFormCaptcha();

const KEY_PATH = '/api/form/FormSubmissionKey';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const NAME = 'name-3f9a2c10';
const EMAIL = 'email-7b41d2e8';
const TOPIC = 'select-0c5e8a94';
const MESSAGE = 'textarea-d26b7f31';
const NEWSLETTER_EMAIL = 'email-5e0c91ab';

const contactValues = { [NAME]: ['Ana', 'Lind'], [EMAIL]: 'ana@studio.shop', [TOPIC]: 'Wholesale', [MESSAGE]: 'Do you sell mugs by the dozen?' };
const page = { pageTitle: 'Contact — Kiosk Supply Co.', pageId: 'e2963a28d0f4c1b8d4a29cfa', contentSource: 'c', pagePath: '/contact' };

/** A fresh API on a database the test can read, a clock it can move, and a visitor who has loaded a page. */
async function setUp(options: { rateLimit?: { limit: number; windowMs: number } } = {}) {
  const database = await testDatabase();
  const { db } = database;
  let time = Date.UTC(2026, 10, 22);
  // The contact form's captcha has tests of its own (captcha/form-protection.test.ts); these are about the calls.
  const app = freshApi({ database, now: () => time, contentDir: CONTENT_WITHOUT_CAPTCHA, ...options });
  const visitor = await new Visitor(app).arrive();
  return {
    db, app, visitor,
    store: createFormSubmissionStore(db),
    advance: (ms: number) => void (time += ms),
  };
}

async function keyFor(visitor: Visitor): Promise<string> {
  const answer = await visitor.request(KEY_PATH, { method: 'POST' });
  expect(answer.status).toBe(200);
  return FormSubmissionKeyResponse.parse(answer.body).key;
}

async function submit(visitor: Visitor, formId: string, form: unknown, extra: Record<string, unknown> = {}) {
  const key = await keyFor(visitor);
  return visitor.request(SAVE_PATH, { method: 'POST', json: { key, formId, form: JSON.stringify(form), ...page, ...extra } });
}

describe('POST /api/form/FormSubmissionKey', () => {
  it('answers {key} with an empty body, never cached, a new key each time', async () => {
    const { visitor } = await setUp();
    const answer = await visitor.request(KEY_PATH, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { key } = FormSubmissionKeyResponse.parse(answer.body);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(await keyFor(visitor)).not.toBe(key);
  });

  it('needs the crumb (403 crumbFail)', async () => {
    const { visitor } = await setUp();
    const answer = await visitor.request(KEY_PATH, { method: 'POST', withoutCrumb: true });
    expect(answer).toMatchObject({ status: 403, body: { error: CRUMB_FAIL_MESSAGE, crumbFail: true } });
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('stores a contact submission with its canonical values and page, and answers {success: true}', async () => {
    const { visitor, store } = await setUp();
    const answer = await submit(visitor, 'contact', { ...contactValues, unknown: 'dropped' });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [row] = await store.submissionsOf('contact');
    expect(JSON.parse(row.form_values)).toEqual({ [NAME]: { First: 'Ana', Last: 'Lind' }, [EMAIL]: 'ana@studio.shop', [TOPIC]: 'Wholesale', [MESSAGE]: contactValues[MESSAGE] });
    expect(row).toMatchObject({ page_title: page.pageTitle, page_id: page.pageId, content_source: 'c', page_path: '/contact', created_at: Date.UTC(2026, 10, 22) });
  });

  it('accepts the form values as an object too', async () => {
    const { visitor, store } = await setUp();
    const key = await keyFor(visitor);
    const answer = await visitor.request(SAVE_PATH, { method: 'POST', json: { key, formId: 'contact', form: contactValues } });
    expect(answer.status).toBe(200);
    expect(await store.submissionsOf('contact')).toHaveLength(1);
  });

  it('subscribes a newsletter address once, whatever its case, and stores no submission', async () => {
    const { visitor, store } = await setUp();
    expect((await submit(visitor, 'newsletter', { [NEWSLETTER_EMAIL]: ' Ana@Studio.shop ' })).status).toBe(200);
    expect((await submit(visitor, 'newsletter', { [NEWSLETTER_EMAIL]: 'ana@studio.shop' }))).toMatchObject({ status: 200, body: { success: true } });
    expect((await submit(visitor, 'newsletter', { [NEWSLETTER_EMAIL]: 'theo@studio.shop' })).status).toBe(200);
    expect((await store.subscribers()).map((s) => [s.email, s.form_id, s.page_path])).toEqual([
      ['Ana@Studio.shop', 'newsletter', '/contact'],
      ['theo@studio.shop', 'newsletter', '/contact'],
    ]);
    expect(await store.submissionsOf('newsletter')).toEqual([]);
  });

  it('answers 400 with each field error at its field id (the rules of spec §5)', async () => {
    const { visitor, store } = await setUp();
    const answer = await submit(visitor, 'contact', { [NAME]: ['', ''], [EMAIL]: 'ana@studio', [MESSAGE]: 'x'.repeat(1001) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: SITE_FORM_MESSAGES.invalidFields,
      errors: {
        [NAME]: 'Required',
        [EMAIL]: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        [MESSAGE]: 'You have exceeded the character limit.',
      },
    });
    const newsletter = await submit(visitor, 'newsletter', {});
    expect(newsletter.body).toEqual({ error: SITE_FORM_MESSAGES.invalidFields, errors: { [NEWSLETTER_EMAIL]: 'Required' } });
    expect(await store.submissionsOf('contact')).toEqual([]);
    expect(await store.subscribers()).toEqual([]);
  });

  it('answers 400 "Could not parse the form fields" for form JSON it cannot read, or a body that is no submission', async () => {
    const { visitor } = await setUp();
    const unparsable = { status: 400, body: { error: SITE_FORM_MESSAGES.unparsableFields } };
    const key = await keyFor(visitor);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', json: { key, formId: 'contact', form: '{"name": ' } })).toMatchObject(unparsable);
    expect(await submit(visitor, 'contact', ['a list'])).toMatchObject(unparsable);
    expect(await submit(visitor, 'contact', { [EMAIL]: 42 })).toMatchObject(unparsable);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', rawBody: 'key=1', headers: { 'content-type': 'application/json' } })).toMatchObject(unparsable);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', json: { formId: 'contact', form: '{}' } })).toMatchObject(unparsable);
    expect(await submit(visitor, 'contact', contactValues, { contentSource: 'x' })).toMatchObject(unparsable);
  });

  it('answers 404 "This form has not been configured yet." for an unknown form, or a product form', async () => {
    const { visitor } = await setUp();
    for (const formId of ['nope', '168a3160b3bf27cf9df5e27b']) {
      expect(await submit(visitor, formId, {})).toMatchObject({ status: 404, body: { error: 'This form has not been configured yet.' } });
    }
  });

  it('takes each key once: a second save with it answers 401', async () => {
    const { visitor, store } = await setUp();
    const key = await keyFor(visitor);
    const body = { key, formId: 'contact', form: JSON.stringify(contactValues) };
    expect((await visitor.request(SAVE_PATH, { method: 'POST', json: body })).status).toBe(200);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', json: body })).toMatchObject({ status: 401, body: { error: SITE_FORM_MESSAGES.processingError } });
    expect(await store.submissionsOf('contact')).toHaveLength(1);
  });

  it('refuses (401) a key that is made up, stale, or another visitor’s', async () => {
    const { app, visitor, advance } = await setUp();
    const refused = { status: 401, body: { error: SITE_FORM_MESSAGES.processingError } };
    const form = JSON.stringify(contactValues);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', json: { key: 'made-up', formId: 'contact', form } })).toMatchObject(refused);

    const stale = await keyFor(visitor);
    advance(SUBMISSION_KEY_TTL_MS + 1);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', json: { key: stale, formId: 'contact', form } })).toMatchObject(refused);
    const fresh = await keyFor(visitor);
    advance(SUBMISSION_KEY_TTL_MS - 1);
    expect((await visitor.request(SAVE_PATH, { method: 'POST', json: { key: fresh, formId: 'contact', form } })).status).toBe(200);

    const other = await new Visitor(app).arrive();
    const theirs = await keyFor(other);
    expect(await visitor.request(SAVE_PATH, { method: 'POST', json: { key: theirs, formId: 'contact', form } })).toMatchObject(refused);
  });

  it('needs the crumb (403 crumbFail)', async () => {
    const { visitor } = await setUp();
    const key = await keyFor(visitor);
    const answer = await visitor.request(SAVE_PATH, { method: 'POST', json: { key, formId: 'contact', form: '{}' }, withoutCrumb: true });
    expect(answer).toMatchObject({ status: 403, body: { crumbFail: true } });
  });

  it('rate-limits keys and saves per visitor: 429 with the site-form text and Retry-After', async () => {
    const { visitor } = await setUp({ rateLimit: { limit: 3, windowMs: 60_000 } });
    expect((await submit(visitor, 'contact', contactValues)).status).toBe(200); // 2 calls
    await keyFor(visitor); // 3
    const limited = await visitor.request(KEY_PATH, { method: 'POST' });
    expect(limited).toMatchObject({ status: 429, body: { error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const save = await visitor.request(SAVE_PATH, { method: 'POST', json: { key: 'k', formId: 'contact', form: '{}' } });
    expect(save).toMatchObject({ status: 429, body: { error: SITE_FORM_MESSAGES.byStatus[429] } });
  });

  it('answers 413 for a body over the limit', async () => {
    const { visitor } = await setUp();
    const answer = await visitor.request(SAVE_PATH, { method: 'POST', json: { key: 'k', formId: 'contact', form: 'x'.repeat(20_000) } });
    expect(answer.status).toBe(413);
  });

  it('answers 500 with a message that reveals nothing when storing fails', async () => {
    const { db, visitor } = await setUp();
    await db.schema.dropTable('form_submissions').execute();
    const answer = await submit(visitor, 'contact', contactValues);
    expect(answer).toMatchObject({ status: 500, body: { error: INTERNAL_ERROR_MESSAGE } });
  });
});
