// /custom-order in Chromium: a site form with every field type (content/forms/custom-order.json). The client checks
// of spec §5 (Required, the email rule, the character limit and its 'N / max' counter, a month 13) with the
// banner above and below the form; then every field filled in and sent, the success text, and the stored values
// as the owner's export gives them. axe finds no WCAG 2.1 A/AA violation, errors shown or not.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { createApiKeyService } from '../../server/owner/api-keys';
import { axeViolations } from './harness/axe';
import { collectErrors, waitForIslands } from './harness/browser';
import { useSiteAndBrowser } from './harness/site-session';

const FORM = '.site-form';
const SUBMIT = `${FORM} button[type="submit"]`;
const EMAIL = '#email-9c0e5a32-field';
const DESCRIBE = '#textarea-6f2a8d59-field';
const COUNTER = '#textarea-6f2a8d59 .form-item__counter';
const STATEMENTS = ['The website was easy to use.', 'My order arrived when expected.', 'The piece matched what I asked for.'];

const session = useSiteAndBrowser();
let visitorCount = 0;

/** A new visitor (no cookies, an address of its own: form calls are rate-limited per address) on /custom-order. */
async function openCustomOrder(query = ''): Promise<{ page: Page; errors: string[] }> {
  await session.browser.context.clearCookies();
  const page = await session.browser.context.newPage();
  visitorCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${visitorCount}` });
  const errors = collectErrors(page);
  // The site's popup overlay (after a few seconds, the page inert behind it) is not what these tests are about.
  await page.addInitScript(() => localStorage.setItem('submitted', 'true'));
  await page.goto(`${session.site.url}/custom-order${query}`);
  return { page, errors };
}

/** Field id → the error shown above it. */
async function fieldErrors(page: Page): Promise<Record<string, string>> {
  return page.$$eval(`${FORM} .form-item.error`, (items) =>
    Object.fromEntries(items.map((item) => [item.id, item.querySelector('.field-error')?.textContent ?? ''])),
  );
}

async function submitAndWaitForErrors(page: Page): Promise<void> {
  await page.click(SUBMIT);
  await page.waitForSelector('.form-banner');
}

async function fillEverything(page: Page): Promise<void> {
  await page.fill('#name-6b2d4f17-fname', 'Ana');
  await page.fill('#name-6b2d4f17-lname', 'Lind');
  await page.fill(EMAIL, 'ana@studio.shop');
  await page.fill('#phone-3e8f1b64-country', '+1');
  await page.fill('#phone-3e8f1b64-areacode', '828');
  await page.fill('#phone-3e8f1b64-prefix', '555');
  await page.fill('#phone-3e8f1b64-line', '0142');
  await page.fill('#address-5d1a9c28-line1', '41 Wall Street');
  await page.fill('#address-5d1a9c28-line2', 'Unit 2');
  await page.fill('#address-5d1a9c28-city', 'Asheville');
  await page.fill('#address-5d1a9c28-state', 'NC');
  await page.fill('#address-5d1a9c28-zip', '28801');
  await page.fill('#address-5d1a9c28-country', 'United States');
  await page.fill('#twitter-2f6c8e15-field', '@analind');
  await page.selectOption('#select-8a3f6e02-field', 'Engraved name necklace');
  await page.fill('#text-7e4b1c93-field', 'Amelia');
  await page.check('#checkbox-0d5e7a46-1');
  await page.check('#checkbox-0d5e7a46-3');
  await page.fill(DESCRIBE, 'A silver necklace with the name in script, about 40 cm.');
  await page.fill('#number-1b9d3f84-field', '2');
  await page.fill('#currency-9e5c2a17-field', '150.00');
  await page.fill('#website-3a7d0e62-field', 'https://example.com/inspiration');
  await page.check('#radio-2c6a9f18-3');
  await page.fill('#date-5b8e2d40-month', '12');
  await page.fill('#date-5b8e2d40-day', '05');
  await page.fill('#date-5b8e2d40-year', '2026');
  await page.fill('#time-0a4f7c29-hour', '10');
  await page.fill('#time-0a4f7c29-minute', '30');
  await page.selectOption('#time-0a4f7c29-ampm', 'AM');
  // Two of the three statements answered: Strongly Agree, Disagree.
  await page.check('#likert-7a2e5b83-1-5');
  await page.check('#likert-7a2e5b83-3-2');
}

describe('/custom-order: every field type', () => {
  it('has real, labelled controls and no accessibility violations', async () => {
    const { page, errors } = await openCustomOrder();
    expect(await page.textContent('h1')).toBe('Custom orders');
    expect(await page.locator(`${FORM} .likert-question input[type="radio"]`).count()).toBe(15);
    expect(await page.getAttribute('#hidden-4e1b8c06', 'name')).toBe('source');
    expect(await page.locator('#phone-3e8f1b64 input').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows Required at each empty required field, the banner above and below the form, and focuses the first', async () => {
    const { page, errors } = await openCustomOrder();
    await submitAndWaitForErrors(page);
    expect(await page.locator('.form-banner').allTextContents()).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(await fieldErrors(page)).toEqual({
      'name-6b2d4f17': 'Required',
      'email-9c0e5a32': 'Required',
      'select-8a3f6e02': 'Required',
      'textarea-6f2a8d59': 'Required',
      'radio-2c6a9f18': 'Required',
    });
    // The error sits above the field's title and describes its controls.
    expect(await page.$eval('#radio-2c6a9f18', (item) => item.firstElementChild?.className)).toBe('field-error');
    expect(await page.getAttribute(EMAIL, 'aria-invalid')).toBe('true');
    expect(await page.getAttribute(EMAIL, 'aria-describedby')).toBe('email-9c0e5a32-error');
    expect(await page.getAttribute('#radio-2c6a9f18-1', 'aria-describedby')).toBe('radio-2c6a9f18-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name-6b2d4f17-fname');
    expect(await page.isEnabled(SUBMIT)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("checks the email, the character limit with its 'N / max' counter, and the date", async () => {
    const { page, errors } = await openCustomOrder();
    await fillEverything(page);
    await waitForIslands(page);
    await page.fill(EMAIL, 'ana@studio');
    await page.fill(DESCRIBE, 'x'.repeat(599));
    expect(await page.textContent(COUNTER)).toBe('599 / 600');
    expect(await page.getAttribute(COUNTER, 'class')).toBe('form-item__counter');
    await page.type(DESCRIBE, 'yz');
    expect(await page.textContent(COUNTER)).toBe('601 / 600');
    expect(await page.getAttribute(COUNTER, 'class')).toBe('form-item__counter is-over');
    await page.fill('#date-5b8e2d40-month', '13');
    await submitAndWaitForErrors(page);
    expect(await fieldErrors(page)).toEqual({
      'email-9c0e5a32': 'Email is not valid. Email addresses should follow the format user@domain.com.',
      'textarea-6f2a8d59': 'You have exceeded the character limit.',
      'date-5b8e2d40': 'Enter a real date: month (1–12), day and a four-digit year.',
    });
    expect(await page.getAttribute('#date-5b8e2d40-month', 'aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends every field, shows the success text, and the owner reads the stored values', async () => {
    const { page, errors } = await openCustomOrder('?source=spring-letter');
    await fillEverything(page);
    const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
    await page.click(SUBMIT);
    expect((await saved).status()).toBe(200);
    await page.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    expect(await page.textContent(`${FORM} .form-submission-text`)).toBe('Thank you! Your request has reached the studio. We will get back to you about your piece.');
    expect(await page.isHidden(`${FORM} .field-list`)).toBe(true);
    expect(await page.locator('.form-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();

    const database = await openDatabase({ file: session.site.dbPath });
    let key: string;
    try {
      ({ key } = await createApiKeyService(database.db).issue('REPORTING', 'site-form-fields test'));
    } finally {
      await database.close();
    }
    const exported = await fetch(`${session.site.url}/api/owner/forms/custom-order/submissions/export?format=json`, { headers: { Authorization: `Bearer ${key}` } });
    expect(exported.status).toBe(200);
    const submissions = (await exported.json()) as { page: { path: string | null }; answers: { fieldId: string; value: unknown }[] }[];
    expect(submissions).toHaveLength(1);
    expect(submissions[0].page.path).toBe('/custom-order');
    expect(Object.fromEntries(submissions[0].answers.map((answer) => [answer.fieldId, answer.value]))).toEqual({
      'name-6b2d4f17': { First: 'Ana', Last: 'Lind' },
      'email-9c0e5a32': 'ana@studio.shop',
      'phone-3e8f1b64': { Areacode: '828', Country: '+1', Line: '0142', Prefix: '555' },
      'address-5d1a9c28': { City: 'Asheville', Country: 'United States', Line1: '41 Wall Street', Line2: 'Unit 2', State: 'NC', Zip: '28801' },
      'twitter-2f6c8e15': '@analind',
      'select-8a3f6e02': 'Engraved name necklace',
      'text-7e4b1c93': 'Amelia',
      'checkbox-0d5e7a46': ['Gift box', 'A matching second piece'],
      'textarea-6f2a8d59': 'A silver necklace with the name in script, about 40 cm.',
      'number-1b9d3f84': '2',
      'currency-9e5c2a17': '150.00',
      'website-3a7d0e62': 'https://example.com/inspiration',
      'radio-2c6a9f18': 'A visit to the studio shop',
      'date-5b8e2d40': { Day: '05', Month: '12', Year: '2026' },
      'time-0a4f7c29': { Ampm: 'AM', Hour: '10', Minute: '30', Second: '' },
      'likert-7a2e5b83': { [STATEMENTS[0]]: '2', [STATEMENTS[2]]: '-1' },
      'hidden-4e1b8c06': 'spring-letter',
    });
  });
});
