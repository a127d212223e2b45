// The contact form's proof-of-work captcha in Chromium (spec §4, §5, §8): solved in the browser and submitted; a
// submission unsolved gets 'Complete CAPTCHA before submitting.'; a refused (replayed) token leaves the submit
// disabled until the captcha is solved again; the minimum fill time is waited out, not refused; axe finds nothing.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { collectErrors, waitForIslands } from './harness/browser';
import { useSiteAndBrowser } from './harness/site-session';
import { startSite, temporaryDatabase } from './harness/site-server';

const FORM = '.site-form';
const SUBMIT = `${FORM} button[type="submit"]`;
const CHECK = `${FORM} .captcha-container input[type="checkbox"]`;
const STATUS = `${FORM} .captcha-status`;

// The server holds the form to a minimum fill time here, as `kiosk serve` does by default.
const session = useSiteAndBrowser(() => startSite(temporaryDatabase(), { captcha: { minFillMs: 1500 } }));
let visitorCount = 0;

async function openContact(): Promise<{ page: Page; errors: string[] }> {
  await session.browser.context.clearCookies();
  const page = await session.browser.context.newPage();
  visitorCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${100 + visitorCount}` });
  const errors = collectErrors(page);
  // The site's popup overlay (opening after a few seconds, the page inert behind it) is not what these tests are about.
  await page.addInitScript(() => localStorage.setItem('submitted', 'true'));
  await page.goto(session.site.url + '/contact');
  await page.fill('#name-3f9a2c10-fname', 'Ana');
  await page.fill('#name-3f9a2c10-lname', 'Lind');
  await page.fill('#email-7b41d2e8-field', 'ana@studio.shop');
  await page.fill('#textarea-d26b7f31-field', 'Do you sell mugs by the dozen?');
  await waitForIslands(page);
  return { page, errors };
}

async function solve(page: Page): Promise<void> {
  await page.focus(CHECK);
  await page.keyboard.press('Space');
  await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Verified', STATUS);
}

function storedSubmissions(): number {
  const db = new Database(session.site.dbPath, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM form_submissions WHERE form_id = 'contact'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('the contact form captcha', () => {
  it('asks to complete the captcha, then is solved from the keyboard and the submission is stored', async () => {
    const { page, errors } = await openContact();
    expect(await page.isVisible(CHECK)).toBe(true);
    expect(await page.getAttribute(`${FORM} .captcha-container`, 'data-captcha-rendered')).toBe('true');
    expect(await page.getAttribute(`${FORM} input[name="company_website"]`, 'tabindex')).toBe('-1');
    expect(await axeViolations(page)).toEqual([]);

    await page.click(SUBMIT);
    await page.waitForSelector('.form-submission-error');
    expect(await page.textContent('.form-submission-error')).toBe('Complete CAPTCHA before submitting.');

    const before = storedSubmissions();
    await solve(page);
    expect(await page.isChecked(CHECK)).toBe(true);
    expect(await page.isEnabled(SUBMIT)).toBe(true);
    const sent = page.waitForRequest('**/api/form/SaveFormSubmission').then((request) => request.postDataJSON());
    await page.click(SUBMIT);
    const body = await sent;
    expect(typeof body.captchaKey).toBe('string');
    expect(typeof body.formTicket).toBe('string');
    expect(body.honeypot).toBeUndefined();
    await page.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    expect(storedSubmissions()).toBe(before + 1);
    expect(await page.$(`${FORM} .captcha-container`)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after the server refuses a replayed solution, keeps the submit disabled until the captcha is solved again', async () => {
    const { page } = await openContact();
    await solve(page);
    // The first submission's solution, sent again with the second one: the server refuses it.
    let firstToken: string | undefined;
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      const body = route.request().postDataJSON();
      firstToken ??= body.captchaKey;
      await route.continue({ postData: JSON.stringify({ ...body, captchaKey: firstToken }) });
    });
    await page.click(SUBMIT);
    await page.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    const before = storedSubmissions();
    await page.close();

    const { page: second } = await openContact();
    await second.route('**/api/form/SaveFormSubmission', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, captchaKey: firstToken }) });
    });
    await solve(second);
    await second.click(SUBMIT);
    await second.waitForSelector('.form-submission-error');
    expect(await second.textContent('.form-submission-error')).toBe('Complete CAPTCHA before submitting.');
    expect(storedSubmissions()).toBe(before);
    expect(await second.isDisabled(SUBMIT)).toBe(true);
    expect(await second.isChecked(CHECK)).toBe(false);

    await second.unroute('**/api/form/SaveFormSubmission');
    await solve(second);
    expect(await second.isEnabled(SUBMIT)).toBe(true);
    await second.click(SUBMIT);
    await second.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    expect(storedSubmissions()).toBe(before + 1);
    expect(await axeViolations(second)).toEqual([]);
    await second.close();
  });
});
