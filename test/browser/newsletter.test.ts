// The newsletter sign-up in every footer (SiteForm island): no React until the visitor touches it, the email rule,
// a submit made before the island woke up, the success text (check your inbox), and one pending sign-up per address.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, waitForIslands } from './harness/browser';
import { useSiteAndBrowser } from './harness/site-session';

const FORM = 'footer .newsletter-form';
const EMAIL = `${FORM} input[type="email"]`;
const SUBMIT = `${FORM} button[type="submit"]`;
const SUCCESS = `${FORM} .form-submission-text:not([hidden])`;
const REACT_SIGNATURE = 'react.transitional.element';

const session = useSiteAndBrowser();

function subscribers(): { email: string; form_id: string; page_path: string; status: string }[] {
  const db = new Database(session.site.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT email, form_id, page_path, status FROM newsletter_subscribers ORDER BY created_at').all() as never;
  } finally {
    db.close();
  }
}

async function open(path: string): Promise<{ page: Page; errors: string[]; reactLoaded: () => boolean }> {
  await session.browser.context.clearCookies();
  const page = await session.browser.context.newPage();
  const errors = collectErrors(page);
  let react = false;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then((body) => (react ||= body.includes(REACT_SIGNATURE))).catch(() => {});
  });
  await page.goto(session.site.url + path, { waitUntil: 'networkidle' });
  return { page, errors, reactLoaded: () => react };
}

describe('newsletter form in the footer', () => {
  it('is on every page, and loads React only once the visitor focuses it', async () => {
    const { page, errors, reactLoaded } = await open('/about');
    expect(await page.isVisible(EMAIL)).toBe(true);
    expect(await page.getAttribute(FORM, 'data-island')).toBe('SiteForm');
    expect(reactLoaded()).toBe(false);
    await page.focus(EMAIL);
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    expect(reactLoaded()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'Email is not valid…' under a bad address and sends nothing", async () => {
    const { page } = await open('/journal');
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/form/') && calls.push(request.url()));
    await page.fill(EMAIL, 'ana@');
    await page.click(SUBMIT);
    await page.waitForSelector(`${FORM} .field-error`);
    expect(await page.textContent(`${FORM} .field-error`)).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
    expect(await page.textContent(`${FORM} .form-banner`)).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(await page.getAttribute(EMAIL, 'aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    await page.close();
  });

  it('signs an address up (a submit pressed before the island woke up is kept), says to check the inbox, once per address', async () => {
    const { page, errors } = await open('/shop');
    // Hold the islands chunk back (it is fetched on the first focus), so Enter comes before the island is ready.
    let chunkRequested = false;
    await page.route('**/_astro/*.js', async (route) => {
      chunkRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.fill(EMAIL, 'Reader@Example.com');
    await page.press(EMAIL, 'Enter');
    expect(await page.getAttribute(FORM, 'data-island-pending-submit')).toBe('');
    await page.waitForSelector(SUCCESS);
    expect(chunkRequested).toBe(true);
    expect(await page.getAttribute(FORM, 'data-island-pending-submit')).toBeNull();
    expect(await page.textContent(SUCCESS)).toBe('Almost done: check your inbox and follow the link in our email to confirm your subscription.');
    expect(await page.isHidden(`${FORM} .newsletter-form-fields-wrapper`)).toBe(true);
    expect(await page.isVisible(`${FORM} .newsletter-form-header-title`)).toBe(true);
    expect(page.url()).toBe(session.site.url + '/shop'); // the browser never posted the form itself
    expect(errors).toEqual([]);
    await page.close();

    const again = await open('/contact');
    await again.page.fill(EMAIL, 'reader@example.com');
    await again.page.click(SUBMIT);
    await again.page.waitForSelector(SUCCESS);
    await again.page.close();
    // Pending until the emailed link is followed (newsletter-consent.test.ts follows it).
    expect(subscribers()).toEqual([{ email: 'Reader@Example.com', form_id: 'newsletter', page_path: '/shop', status: 'pending' }]);
  });
});
