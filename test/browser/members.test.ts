// Members-only pages in Chromium (/studio-notes): not in dist/ nor the search index after the build; protected
// content (105, 401) before sign-in, access denied (106, 403) with the join button once signed in, the page after
// joining. And the popup overlay (104) on the Journal: opens, keeps focus inside, closes with Escape, stays closed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../cli/project';
import { PRIVATE_PAGES, privateDirOf } from '../../schemas/page-access';
import { axeViolations } from './harness/axe';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return /\.(html|json)$/.test(name) ? [file] : [];
  });
}

/** Signs this browser profile up and in through the API, as the account pages would. */
async function signIn(page: Page, email: string): Promise<void> {
  const request = page.context().request;
  await request.get(`${session.site.url}/api/commerce/shopping-cart`);
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')?.value ?? '';
  const headers = { 'X-CSRF-Token': crumb };
  const password = 'correct horse battery';
  const created = await request.post(`${session.site.url}/api/site-users/account`, { data: { email, password }, headers });
  expect(created.status()).toBe(201);
  const signedIn = await request.post(`${session.site.url}/api/site-users/account/session`, { data: { email, password, rememberMe: false }, headers });
  expect(signedIn.status()).toBe(200);
}

describe('members-only pages', () => {
  it('keeps the page out of dist/ and its search index; the build put it in the private folder', () => {
    expect(existsSync(path.join(DIST_DIR, 'studio-notes'))).toBe(false);
    expect(existsSync(path.join(DIST_DIR, 'wholesale'))).toBe(false);
    expect(existsSync(path.join(DIST_DIR, '_kiosk-private'))).toBe(false);
    for (const file of htmlFiles(DIST_DIR)) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain('ilmenite');
      expect(text, file).not.toContain('Case pack');
    }
    expect(readFileSync(path.join(DIST_DIR, 'search-index.json'), 'utf8')).not.toContain('Studio notes');
    const privateDir = privateDirOf(DIST_DIR);
    expect(readFileSync(path.join(privateDir, PRIVATE_PAGES.content('/studio-notes'), 'index.html'), 'utf8')).toContain('ilmenite');
  });

  it('shows protected content (105) before sign-in, access denied (106) with the join button after, the page once joined', async () => {
    const page = await session.browser.context.newPage();
    await page.context().clearCookies();
    const signedOut = await page.goto(session.site.url + '/studio-notes');
    expect(signedOut?.status()).toBe(401);
    expect(signedOut?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.textContent('h1')).toBe('Studio notes');
    expect(await page.getAttribute('main a.button--primary', 'href')).toBe('/account/login?next=%2Fstudio-notes');
    expect(await page.textContent('main')).toContain('Join the studio');
    expect(await page.textContent('main')).not.toContain('ilmenite');
    expect(await page.$eval('body', (body) => body.className)).toContain('page-type-105');
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page, `member-${Date.now()}@example.com`);
    const denied = await page.goto(session.site.url + '/studio-notes');
    expect(denied?.status()).toBe(403);
    expect(await page.$eval('body', (body) => body.className)).toContain('page-type-106');
    expect(await page.textContent('main')).not.toContain('ilmenite');
    expect(await axeViolations(page)).toEqual([]);

    const join = page.getByRole('button', { name: 'Join the studio' });
    await page.waitForSelector('button.kiosk-member-join[data-ready="true"]');
    const [joined] = await Promise.all([page.waitForNavigation(), join.click()]);
    expect(joined?.status()).toBe(200);
    expect(await page.textContent('main')).toContain('Speckled oatmeal');
    await page.close();
  });
});

describe('popup overlay', () => {
  it('opens as a labelled modal dialog, keeps focus inside, closes with Escape, and stays closed on reload', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/journal');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('.kiosk-popup-overlay[data-state="open"]', { timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Letters from the studio' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await page.$eval('.site', (site) => site.hasAttribute('inert'))).toBe(true);
    expect(await axeViolations(page, '.kiosk-popup-overlay')).toEqual([]);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await page.waitForSelector('.kiosk-popup-overlay[data-state="closed"]', { state: 'attached' });
    expect(await page.isHidden('.kiosk-popup-overlay')).toBe(true);
    expect(await page.$eval('.site', (site) => site.hasAttribute('inert'))).toBe(false);
    const memory = await page.evaluate(() => ({ version: localStorage.getItem('version'), closed: Number(localStorage.getItem('date-closed')) }));
    expect(memory.version).toBe('2026-autumn');
    expect(memory.closed).toBeGreaterThan(0);

    await page.reload();
    await page.waitForSelector('.kiosk-popup-overlay[data-state="skipped"]', { state: 'attached' });
    expect(await page.isHidden('.kiosk-popup-overlay')).toBe(true);
    await page.close();
  });

  it('never opens again once the visitor has signed up for the newsletter', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/journal');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('.kiosk-popup-overlay[data-state="waiting"]', { state: 'attached' });
    await page.fill('footer .newsletter-form input[type="email"]', `reader-${Date.now()}@example.com`);
    await page.click('footer .newsletter-form button[type="submit"]');
    await page.waitForSelector('footer .newsletter-form .form-submission-text:not([hidden])');
    await page.waitForFunction(() => localStorage.getItem('submitted') === 'true');
    await page.reload();
    await page.waitForSelector('.kiosk-popup-overlay[data-state="skipped"]', { state: 'attached' });
    await page.close();
  });
});
