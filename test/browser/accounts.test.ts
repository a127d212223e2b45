// Visitor accounts end to end in Chromium against the production server, with the emails at a real SMTP server:
// sign up and confirm through the emailed link, sign in (and back to where the visitor was going), the cart kept
// by the account and, on signing out, kept in the browser or not (cloneCart), the account's cart in a fresh
// browser, a password reset through its link, an order placed while signed in listed on /account, the delete
// dialog's focus trap, and axe on every account page.
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_USER_MESSAGES } from '../../schemas/site-users';
import { ACCOUNT_TEXT } from '../../islands/account/account-text';
import { startSmtpServer, type TestSmtpServer } from '../harness/smtp-server';
import { axeViolations } from './harness/axe';
import { collectErrors, launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { cartRows, demoProduct, openCart } from './harness/cart-fixtures';
import { startSite, temporaryDatabase } from './harness/site-server';

const EMAIL = 'grace@example.com';
const FIRST_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple paper clip 42';
const EBOOK = demoProduct('field-guide-ebook').title;

let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  site = await startSite(temporaryDatabase(), { background: { KIOSK_SMTP_URL: smtp.url, KIOSK_EMAIL_FROM: 'Kiosk Supply Co. <hello@kiosk-supply.example>' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await smtp?.close();
  if (site) rmSync(site.dbPath, { force: true });
});

let visitors = 0;
/** A page of a new client address (the site trusts 127.0.0.1's X-Forwarded-For): rate limits count per address. */
async function newPage(on: Browser = browser): Promise<Page> {
  const page = await on.context.newPage();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${++visitors}` });
  // The site's popup overlay (islands/popup-overlay) would open over these slow pages and make them inert: this
  // visitor has already answered it (its "submitted" memory), as a returning visitor would have.
  await page.addInitScript(() => {
    try {
      localStorage.setItem('submitted', 'true');
    } catch {
      // no storage: nothing to remember
    }
  });
  const seen = collectErrors(page);
  page.on('close', () => errors.push(...seen));
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(site.url + path);
  await waitForIslands(page);
}

const main = (page: Page) => page.locator('main');

/** The newest email to `address` whose subject matches, waiting for the background sender. */
async function emailTo(address: string, subject: RegExp, after = 0, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = smtp.received.slice(after).find((mail) => mail.to.includes(address) && subject.test(mail.subject));
    if (found) return found;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no email to ${address} matching ${subject}; received: ${smtp.received.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
}

/** The path and query of the link to `page` in an email's text (its origin is the store's, not this test server's). */
function linkIn(text: string, page: string): string {
  const found = new RegExp(`https?://[^\\s]+(${page.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  if (!found) throw new Error(`no ${page} link in:\n${text}`);
  return found[1];
}

async function signIn(page: Page, password: string, rememberMe = false): Promise<void> {
  await main(page).getByLabel('Email').fill(EMAIL);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await main(page).getByLabel(ACCOUNT_TEXT.rememberMe).check();
  await main(page).getByRole('button', { name: ACCOUNT_TEXT.signIn }).click();
}

async function headerLink(page: Page): Promise<{ text: string; href: string | null }> {
  const link = page.locator('[data-account-link]');
  return { text: ((await link.textContent()) ?? '').trim(), href: await link.getAttribute('href') };
}

/** Adds the e-book with its own add-to-cart button and waits for the cart to say so. */
async function addEbook(page: Page): Promise<void> {
  await open(page, '/shop/p/field-guide-ebook');
  await page.click('.sqs-add-to-cart-button');
  await page.waitForFunction(() => document.querySelector('.sqs-add-to-cart-button')?.textContent?.trim() === 'Added!', undefined, { timeout: 10_000 });
}

async function signOut(page: Page, keepCart: boolean): Promise<void> {
  await open(page, '/account');
  await main(page).getByText(EMAIL).waitFor();
  const keep = main(page).getByLabel(ACCOUNT_TEXT.keepCart);
  if (keepCart) await keep.check();
  else await keep.uncheck();
  await main(page).getByRole('button', { name: ACCOUNT_TEXT.signOut, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account/login');
  await main(page).getByText(ACCOUNT_TEXT.signedOutNotice).waitFor();
}

describe('visitor accounts in the browser', () => {
  it('signs up: the form checks its fields, the confirmation email arrives and its link confirms the address', async () => {
    const page = await newPage();
    await open(page, '/account/sign-up');
    expect(await axeViolations(page)).toEqual([]);

    // Nothing is sent while a field is wrong: the messages show at the fields and in the summary.
    await main(page).getByLabel('Email').fill('not-an-address');
    await main(page).getByLabel('Password', { exact: true }).fill('short');
    await main(page).getByRole('button', { name: ACCOUNT_TEXT.signUp }).click();
    const summary = main(page).getByRole('alert');
    await summary.getByText(ACCOUNT_TEXT.errorSummary(2)).waitFor();
    expect(await main(page).getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sign-up-email');
    expect(await main(page).locator('#sign-up-password-error').textContent()).toBe(SITE_USER_MESSAGES.passwordTooShort);
    expect(await axeViolations(page)).toEqual([]);

    const before = smtp.received.length;
    await main(page).getByLabel('Email').fill(EMAIL);
    await main(page).getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await main(page).getByRole('button', { name: ACCOUNT_TEXT.signUp }).click();
    await main(page).getByText(SITE_USER_MESSAGES.signUpSent).waitFor();

    const mail = await emailTo(EMAIL, /Confirm your email address/, before);
    await open(page, linkIn(mail.text, '/account/verify'));
    await main(page).getByText(ACCOUNT_TEXT.verified).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends a signed-out visitor from /account to sign in and back, then shows the account and "Account" in the header', async () => {
    const page = await newPage();
    await open(page, '/account');
    await page.waitForURL((url) => url.pathname === '/account/login' && url.searchParams.get('next') === '/account');
    await waitForIslands(page);
    expect(await headerLink(page)).toEqual({ text: 'Sign in', href: '/account/login' });
    expect(await axeViolations(page)).toEqual([]);

    await signIn(page, 'not the password');
    await main(page).getByRole('alert').getByText(SITE_USER_MESSAGES.badCredentials).waitFor();

    await signIn(page, FIRST_PASSWORD, true);
    await page.waitForURL((url) => url.pathname === '/account');
    await waitForIslands(page);
    await main(page).getByText(EMAIL).waitFor();
    await main(page).getByText(ACCOUNT_TEXT.noOrders).waitFor();
    expect(await headerLink(page)).toEqual({ text: 'Account', href: '/account' });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps the cart with the account: signing out without keeping it empties this browser\'s cart', async () => {
    const page = await newPage();
    await addEbook(page);
    await openCart(page, site.url);
    expect((await cartRows(page)).map((row) => row.title)).toEqual([EBOOK]);

    await signOut(page, false);
    expect(await headerLink(page)).toEqual({ text: 'Sign in', href: '/account/login' });
    await openCart(page, site.url);
    expect(await cartRows(page)).toEqual([]);
    await page.close();
  });

  it('shows the account\'s cart in a fresh browser once signed in; signing out there with "keep my cart" leaves it', async () => {
    const other = await launchBrowser();
    try {
      const page = await newPage(other);
      await open(page, '/account/login');
      await signIn(page, FIRST_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/account');
      await openCart(page, site.url);
      expect((await cartRows(page)).map((row) => [row.title, row.quantity])).toEqual([[EBOOK, '1']]);

      await signOut(page, true);
      await openCart(page, site.url);
      expect((await cartRows(page)).map((row) => row.title)).toEqual([EBOOK]);
    } finally {
      await other.close();
    }
  });

  it('resets the password through the emailed link; the new password signs in, the old one no longer does', async () => {
    const page = await newPage();
    await open(page, '/account/login');
    await main(page).getByRole('link', { name: ACCOUNT_TEXT.forgotPassword }).click();
    await page.waitForURL((url) => url.pathname === '/account/reset-password');
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
    const before = smtp.received.length;
    await main(page).getByLabel('Email').fill(EMAIL);
    await main(page).getByRole('button', { name: ACCOUNT_TEXT.sendResetLink }).click();
    await main(page).getByText(SITE_USER_MESSAGES.resetSent).waitFor();

    const mail = await emailTo(EMAIL, /Set a new password/, before);
    await open(page, linkIn(mail.text, '/account/reset-password'));
    await main(page).getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByLabel(ACCOUNT_TEXT.repeatPassword).fill(`${NEW_PASSWORD}!`);
    await main(page).getByRole('button', { name: ACCOUNT_TEXT.setPassword }).click();
    await main(page).getByText('The two passwords are not the same.').first().waitFor();
    await main(page).getByLabel(ACCOUNT_TEXT.repeatPassword).fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: ACCOUNT_TEXT.setPassword }).click();
    await main(page).getByText(ACCOUNT_TEXT.passwordReset).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await open(page, '/account/login');
    await signIn(page, FIRST_PASSWORD);
    await main(page).getByRole('alert').getByText(SITE_USER_MESSAGES.badCredentials).waitFor();
    await signIn(page, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/account');
    await main(page).getByText(EMAIL).waitFor();
    await page.close();
  });

  it('lists an order placed while signed in', async () => {
    const page = await newPage();
    await open(page, '/account/login');
    await signIn(page, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/account');
    await addEbook(page);
    await page.goto(`${site.url}/checkout`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await main(page).getByLabel('Email', { exact: true }).fill(EMAIL);
    await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    const number = (await page.getByText(/^Order #\d+$/).first().textContent())!.replace('Order #', '');

    await open(page, '/account');
    const row = main(page).locator('.kiosk-account-order', { hasText: ACCOUNT_TEXT.orderNumber(Number(number)) });
    await row.waitFor();
    expect(await row.textContent()).toContain(EBOOK);
    expect(await axeViolations(page)).toEqual([]);
    // The row links to the order's status page, which shows the order.
    const link = row.getByRole('link', { name: ACCOUNT_TEXT.orderStatusLink(Number(number)) });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/commerce/orders/status');
    await page.getByText(`Order #${number}`).first().waitFor();
    expect(await main(page).textContent()).toContain(EBOOK);
    await page.close();
  });

  it('asks before deleting the account in a dialog that keeps the keyboard inside, then deletes it', async () => {
    const page = await newPage();
    await open(page, '/account');
    await main(page).getByText(EMAIL).waitFor();
    const opener = main(page).getByRole('button', { name: ACCOUNT_TEXT.deleteAccount });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXT.deleteQuestion });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const focusedInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusedInDialog()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 === 0 ? 'Tab' : 'Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await focusedInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(ACCOUNT_TEXT.deleteAccount);

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Password').fill('wrong password here');
    await dialog.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }).click();
    await dialog.locator('#delete-account-password-error').getByText(SITE_USER_MESSAGES.wrongPassword).waitFor();
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }).click();
    await main(page).getByText(SITE_USER_MESSAGES.accountDeleted).waitFor();
    expect(await headerLink(page)).toEqual({ text: 'Sign in', href: '/account/login' });

    await open(page, '/account/login');
    await signIn(page, NEW_PASSWORD);
    await main(page).getByRole('alert').getByText(SITE_USER_MESSAGES.badCredentials).waitFor();
    await page.close();
  });

  it('works from the keyboard alone, and shows a 429 with when to try again', async () => {
    const page = await newPage();
    await open(page, '/account/login');
    await main(page).getByLabel('Email').focus();
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('guess one two');
    // Failures past the free ones lock the address out for a while (server/accounts/sign-in-throttle.ts).
    const summary = main(page).getByRole('alert');
    for (let attempt = 0; attempt < 15; attempt++) {
      await page.keyboard.press('Enter');
      await page.waitForSelector('main form:not([aria-busy])');
      if (/You can try again in \d+ (second|minute)s?\./.test((await summary.textContent()) ?? '')) break;
      expect(await summary.textContent()).toBe(SITE_USER_MESSAGES.badCredentials);
    }
    expect(await summary.textContent()).toMatch(new RegExp(`^${SITE_USER_MESSAGES.tooManyAttempts} You can try again in \\d+ (second|minute)s?\\.$`));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sign-in-password');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('left no console errors or page exceptions behind (refused calls the tests made on purpose aside)', () => {
    // Chromium logs every 4xx answer as "Failed to load resource"; the 401s of a wrong password and of the
    // account call of a signed-out visitor are the answers the tests expect.
    expect(errors.filter((error) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(error))).toEqual([]);
  });
});
