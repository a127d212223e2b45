// The locked page (/wholesale, page type 103) in Chromium: the lock screen answers 401 without the page, a wrong
// password is announced in the form's alert region, the right one opens the page; axe finds nothing on it.
import { describe, expect, it } from 'vitest';
import { PAGE_ACCESS_MESSAGES } from '../../schemas/messages';
import { axeViolations } from './harness/axe';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();
const FORM = 'form.kiosk-page-lock';
const INPUT = '#page-lock-password';
const ALERT = '#page-lock-message';

describe('lock screen', () => {
  it('shows the lock screen, announces a wrong password, and opens the page with the right one', async () => {
    const page = await session.browser.context.newPage();
    const first = await page.goto(session.site.url + '/wholesale');
    expect(first?.status()).toBe(401);
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.textContent('h1')).toBe('This page is locked');
    expect(await page.content()).not.toContain('Case pack');
    expect(await page.getAttribute(ALERT, 'role')).toBe('alert');
    expect(await axeViolations(page)).toEqual([]);

    await page.waitForSelector(`${FORM}[data-ready="true"]`);
    await page.fill(INPUT, 'clay-and-tea');
    await page.click(`${FORM} button[type="submit"]`);
    await page.waitForFunction((selector) => (document.querySelector(selector)?.textContent ?? '') !== '', ALERT);
    expect(await page.textContent(ALERT)).toBe(PAGE_ACCESS_MESSAGES.wrongPassword);
    expect(await page.getAttribute(INPUT, 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-lock-password');
    expect(await axeViolations(page)).toEqual([]);

    await page.fill(INPUT, 'clay-and-coffee');
    const [reloaded] = await Promise.all([page.waitForNavigation(), page.click(`${FORM} button[type="submit"]`)]);
    expect(reloaded?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe('Wholesale price list');
    expect(await page.textContent('main')).toContain('Case pack');
    // The cookie that opened it is out of scripts' reach.
    expect(await page.evaluate(() => document.cookie)).not.toContain('kiosk-unlock');
    await page.close();
  });

  it('asks for the password when the field is empty, without calling the server', async () => {
    const browserPage = await session.browser.context.newPage();
    await browserPage.context().clearCookies();
    await browserPage.goto(session.site.url + '/wholesale');
    const calls: string[] = [];
    browserPage.on('request', (request) => request.url().includes('/api/page-access') && calls.push(request.url()));
    await browserPage.waitForSelector(`${FORM}[data-ready="true"]`);
    await browserPage.click(`${FORM} button[type="submit"]`);
    await browserPage.waitForFunction((selector) => (document.querySelector(selector)?.textContent ?? '') !== '', ALERT);
    expect(await browserPage.textContent(ALERT)).toBe(PAGE_ACCESS_MESSAGES.blankPassword);
    expect(calls).toEqual([]);
    await browserPage.close();
  });
});
