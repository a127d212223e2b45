// The cover page (/launch, page type 3) in Chromium: no site navigation, axe finds nothing at phone and desktop
// widths, its button leads to the working shop, and its newsletter sign-up submits (double opt-in pending).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { collectErrors } from './harness/browser';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();
const FORM = 'main .newsletter-form';

function subscriber(email: string): { status: string; page_path: string } | undefined {
  const db = new Database(session.site.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT status, page_path FROM newsletter_subscribers WHERE email = ?').get(email) as never;
  } finally {
    db.close();
  }
}

describe('cover page', () => {
  for (const width of [390, 1280]) {
    it(`loads without site navigation and passes axe at ${width} px`, async () => {
      const page = await session.browser.context.newPage();
      await page.setViewportSize({ width, height: 844 });
      const errors = collectErrors(page);
      const response = await page.goto(session.site.url + '/launch', { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').allTextContents()).toEqual(['Winter batch opens 1 December']);
      expect(await page.locator('nav').count()).toBe(0);
      expect(await page.locator('main').count()).toBe(1);
      const image = page.locator('img.cover-page__image');
      expect(await image.getAttribute('alt')).toContain('speckled mug');
      expect(await image.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('42% 60%');
      // The image fills the first screen whatever the width.
      const box = await image.boundingBox();
      expect(box?.width).toBe(width);
      expect(box?.height).toBeGreaterThanOrEqual(844);
      expect(await axeViolations(page, 'body')).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('leads to a working shop page', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/launch');
    const [response] = await Promise.all([page.waitForNavigation(), page.click('a:has-text("Shop the current batch")')]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(await page.locator('article.product-card').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('signs an address up for the newsletter from the cover page', async () => {
    await session.browser.context.clearCookies();
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(session.site.url + '/launch', { waitUntil: 'networkidle' });
    await page.fill(`${FORM} input[type="email"]`, 'cover-reader@example.com');
    await page.click(`${FORM} button[type="submit"]`);
    await page.waitForSelector(`${FORM} .form-submission-text:not([hidden])`);
    expect(await page.textContent(`${FORM} .form-submission-text`)).toBe(
      'Almost done: check your inbox and follow the link in our email to confirm your subscription.',
    );
    expect(subscriber('cover-reader@example.com')?.status).toBe('pending');
    expect(await axeViolations(page, 'body')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
