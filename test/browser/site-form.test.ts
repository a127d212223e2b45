// The contact page's site form in Chromium (spec §2, §4, §5, §7, §8): client errors at fields with the banner,
// the character counter, the key-then-save calls with 'Submitting…', server errors at fields and the status
// mapping, the success text — and the submission in the server's database.
import Database from 'better-sqlite3';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, waitForIslands } from './harness/browser';
import { useSiteAndBrowser } from './harness/site-session';

const FORM = '.site-form';
const SUBMIT = `${FORM} button[type="submit"]`;
const FIRST = '#name-3f9a2c10-fname';
const LAST = '#name-3f9a2c10-lname';
const EMAIL = '#email-7b41d2e8-field';
const TOPIC = '#select-0c5e8a94-field';
const MESSAGE = '#textarea-d26b7f31-field';
const BANNER = 'Your form has encountered a problem. Please scroll down to review.';

const session = useSiteAndBrowser();

let visitorCount = 0;

/** A page of a new visitor: no cookies, and an address of its own (the server rate-limits form calls per address). */
async function newVisitorPage(): Promise<Page> {
  await session.browser.context.clearCookies();
  const page = await session.browser.context.newPage();
  visitorCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${visitorCount}` });
  return page;
}

async function openContact(): Promise<{ page: Page; errors: string[]; formCalls: string[] }> {
  const page = await newVisitorPage();
  const errors = collectErrors(page);
  const formCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/form/')) formCalls.push(new URL(request.url()).pathname);
  });
  await page.goto(session.site.url + '/contact');
  return { page, errors, formCalls };
}

async function fillValid(page: Page): Promise<void> {
  await page.fill(FIRST, 'Ana');
  await page.fill(LAST, 'Lind');
  await page.fill(EMAIL, 'ana@studio.shop');
  await page.selectOption(TOPIC, 'Wholesale');
  await page.fill(MESSAGE, 'Do you sell mugs by the dozen?');
  // The contact form has the proof-of-work captcha on (content/forms/contact.json; its own tests: captcha.test.ts).
  await waitForIslands(page);
  await page.focus(`${FORM} .captcha-container input[type="checkbox"]`);
  await page.keyboard.press('Space');
  await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Verified', `${FORM} .captcha-status`);
}

/** Field id → the error shown above it. */
async function fieldErrors(page: Page): Promise<Record<string, string>> {
  return page.$$eval(`${FORM} .form-item.error`, (items) =>
    Object.fromEntries(items.map((item) => [item.id, item.querySelector('.field-error')?.textContent ?? ''])),
  );
}

describe('contact form: client checks (spec §5)', () => {
  it('shows Required at each empty required field, the banner above the form, and moves focus to the first', async () => {
    const { page, errors, formCalls } = await openContact();
    // React is not loaded until the visitor touches the form (the form islands wait for interaction).
    expect(await page.getAttribute('html', 'data-islands')).toBeNull();
    await page.click(SUBMIT);
    await page.waitForSelector('.form-banner');
    expect(await page.textContent('.form-banner')).toBe(BANNER);
    expect(await page.getAttribute('.form-banner', 'role')).toBe('alert');
    expect(await fieldErrors(page)).toEqual({ 'name-3f9a2c10': 'Required', 'email-7b41d2e8': 'Required', 'textarea-d26b7f31': 'Required' });
    expect(await page.getAttribute(EMAIL, 'aria-invalid')).toBe('true');
    expect(await page.getAttribute(EMAIL, 'aria-describedby')).toBe('email-7b41d2e8-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name-3f9a2c10-fname');
    expect(await page.isEnabled(SUBMIT)).toBe(true);
    expect(await page.textContent(SUBMIT)).toBe('Send message');
    expect(formCalls).toEqual([]); // nothing was sent
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'Email is not valid…' for a bad address", async () => {
    const { page, formCalls } = await openContact();
    await fillValid(page);
    await page.fill(EMAIL, 'ana@studio');
    await page.click(SUBMIT);
    await page.waitForSelector('.form-banner');
    expect(await fieldErrors(page)).toEqual({ 'email-7b41d2e8': 'Email is not valid. Email addresses should follow the format user@domain.com.' });
    expect(formCalls).toEqual([]);
    await page.close();
  });

  it("counts characters as 'N / max', lets the visitor go over once hydrated, and says 'You have exceeded the character limit.'", async () => {
    const { page, errors } = await openContact();
    expect(await page.getAttribute(MESSAGE, 'maxlength')).toBe('1000'); // without JS the browser keeps the limit
    await page.focus(MESSAGE);
    await waitForIslands(page);
    await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('maxlength'), MESSAGE);
    await page.fill(MESSAGE, 'x'.repeat(999));
    expect(await page.textContent('.form-item__counter')).toBe('999 / 1000');
    expect(await page.getAttribute('.form-item__counter', 'class')).toBe('form-item__counter');
    await page.type(MESSAGE, 'yz');
    expect(await page.textContent('.form-item__counter')).toBe('1001 / 1000');
    expect(await page.getAttribute('.form-item__counter', 'class')).toBe('form-item__counter is-over');
    await page.fill(FIRST, 'Ana');
    await page.fill(LAST, 'Lind');
    await page.fill(EMAIL, 'ana@studio.shop');
    await page.click(SUBMIT);
    await page.waitForSelector('.form-banner');
    expect(await fieldErrors(page)).toEqual({ 'textarea-d26b7f31': 'You have exceeded the character limit.' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('contact form: the calls (spec §7) and what the server says (spec §8)', () => {
  it("locks the button with 'Submitting…' during the key and save calls, then shows the submission text; the server stored it", async () => {
    const { page, errors, formCalls } = await openContact();
    await fillValid(page);
    await waitForIslands(page);
    // Hold the save for a moment so the locked state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/SaveFormSubmission', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.click(SUBMIT);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Submitting…', SUBMIT);
    expect(await page.isDisabled(SUBMIT)).toBe(true);
    release();
    await page.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    expect(await page.textContent(`${FORM} .form-submission-text`)).toBe('Thank you! Your message is on its way. We will reply within one business day.');
    expect(await page.isHidden(`${FORM} .field-list`)).toBe(true);
    expect(await page.isHidden(SUBMIT)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('form-submission-text');
    expect(formCalls).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(errors).toEqual([]);
    await page.close();

    const db = new Database(session.site.dbPath, { readonly: true });
    try {
      const rows = db.prepare("SELECT form_values, page_path, page_id, content_source, page_title FROM form_submissions WHERE form_id = 'contact'").all() as Record<string, string>[];
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0].form_values)).toEqual({
        'name-3f9a2c10': { First: 'Ana', Last: 'Lind' },
        'email-7b41d2e8': 'ana@studio.shop',
        'select-0c5e8a94': 'Wholesale',
        'textarea-d26b7f31': 'Do you sell mugs by the dozen?',
      });
      expect(rows[0]).toMatchObject({ page_path: '/contact', page_id: 'e2963a28d0f4c1b8d4a29cfa', content_source: 'c', page_title: 'Contact — Kiosk Supply Co.' });
    } finally {
      db.close();
    }
  });

  it('sends the spec §3 submission body: key, form JSON by field id, page title, id, source and path', async () => {
    const { page } = await openContact();
    await fillValid(page);
    const body = page.waitForRequest('**/api/form/SaveFormSubmission').then((request) => request.postDataJSON());
    await page.click(SUBMIT);
    const sent = await body;
    expect(Object.keys(sent).sort()).toEqual(['captchaKey', 'contentSource', 'form', 'formId', 'formTicket', 'key', 'pageId', 'pagePath', 'pageTitle']);
    expect(JSON.parse(sent.form)).toEqual({
      'name-3f9a2c10': ['Ana', 'Lind'],
      'email-7b41d2e8': 'ana@studio.shop',
      'select-0c5e8a94': 'Wholesale',
      'textarea-d26b7f31': 'Do you sell mugs by the dozen?',
    });
    await page.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    await page.close();
  });

  it("shows a 400's errors at their fields, with the banner, and unlocks", async () => {
    const { page } = await openContact();
    await fillValid(page);
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'One or more fields is invalid, please check your entries.', errors: { 'email-7b41d2e8': 'This address cannot receive mail.' } }) }),
    );
    await page.click(SUBMIT);
    await page.waitForSelector('.form-banner');
    expect(await fieldErrors(page)).toEqual({ 'email-7b41d2e8': 'This address cannot receive mail.' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email-7b41d2e8-field');
    // Unlocked, but the contact form's submit waits for its captcha to be solved again (spec §4).
    expect(await page.isDisabled(SUBMIT)).toBe(true);
    expect(await page.textContent(SUBMIT)).toBe('Send message');
    await page.close();
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
    [400, 'Could not parse the form fields, please check your entries.'],
  ])('shows the message for a %i from the save', async (status, message) => {
    const { page } = await openContact();
    await fillValid(page);
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: status === 400 ? message : 'server text' }) }),
    );
    await page.click(SUBMIT);
    await page.waitForSelector('.form-submission-error');
    expect(await page.textContent('.form-submission-error')).toBe(message);
    expect(await page.textContent('.form-banner')).toBe(BANNER);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('form-submission-error');
    expect(await fieldErrors(page)).toEqual({});
    // Unlocked, but the contact form's submit waits for its captcha to be solved again (spec §4).
    expect(await page.isDisabled(SUBMIT)).toBe(true);
    await page.close();
  });

  it('goes to the success URL when the form has one', async () => {
    const page = await newVisitorPage();
    // The same contact page, its form given a success URL as content/forms/contact.json's successRedirect would.
    await page.route('**/contact', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"page":', '"successRedirect":"/about","page":');
      await route.fulfill({ response, body: html });
    });
    await page.goto(session.site.url + '/contact');
    await fillValid(page);
    await Promise.all([page.waitForURL(session.site.url + '/about'), page.click(SUBMIT)]);
    expect(await page.textContent('h1')).toBe('About');
    await page.close();
  });

  it('answers 404 from the real server for a form it does not know', async () => {
    const { page } = await openContact();
    await fillValid(page);
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, formId: 'no-such-form' }) });
    });
    await page.click(SUBMIT);
    await page.waitForSelector('.form-submission-error');
    expect(await page.textContent('.form-submission-error')).toBe('This form has not been configured yet.');
    await page.close();
  });
});
