// The newsletter's double opt-in end to end, in Chromium against the production server with its background
// sender delivering to a real local SMTP server: sign up on the home page, the confirmation email arrives (with
// List-Unsubscribe headers), its link confirms on the page, its unsubscribe link's page unsubscribes and offers to
// subscribe again (keyboard only, announced, axe-clean), a mail client's one-click POST unsubscribes, and the
// owner's export shows each address's status.
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { startSmtpServer, type ReceivedEmail, type TestSmtpServer } from '../harness/smtp-server';
import { grantOwnerKey, OWNER_KEY } from '../server/restock-fixture';
import { axeViolations } from './harness/axe';
import { collectErrors, launchBrowser, type Browser } from './harness/browser';
import { startSite, temporaryDatabase } from './harness/site-server';

const FORM = 'footer .newsletter-form';
const SUCCESS = `${FORM} .form-submission-text:not([hidden])`;

let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let database: Database;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const dbPath = temporaryDatabase();
  site = await startSite(dbPath, { background: { KIOSK_SMTP_URL: smtp.url, KIOSK_EMAIL_FROM: 'Kiosk Supply Co. <hello@kiosk-supply.example>' } });
  browser = await launchBrowser();
  database = await openDatabase({ file: dbPath });
  await grantOwnerKey(database);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await database?.close();
  await smtp?.close();
  if (site) rmSync(site.dbPath, { force: true });
});

let visitors = 0;
/** A page of a new visitor address (the site trusts 127.0.0.1's X-Forwarded-For): rate limits count per address. */
async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${++visitors}` });
  return page;
}

async function emailTo(address: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedEmail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = smtp.received.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
    if (found) return found;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no email to ${address} matching ${subject}; received: ${smtp.received.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
}

/** A link of the email's text part, moved to the site under test (emails link to the content's baseUrl). */
function linkIn(mail: ReceivedEmail, path: string): string {
  const found = mail.text.match(new RegExp(`https?://[^\\s/]+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  const url = new URL(found[0]);
  return `${site.url}${url.pathname}${url.search}`;
}

/** Signs `email` up with the footer form of the home page and waits for the confirmation email. */
async function signUp(email: string): Promise<ReceivedEmail> {
  const page = await newPage();
  await page.goto(`${site.url}/`);
  await page.fill(`${FORM} input[type="email"]`, email);
  await page.press(`${FORM} input[type="email"]`, 'Enter');
  await page.waitForSelector(SUCCESS);
  expect(await page.textContent(SUCCESS)).toBe('Almost done: check your inbox and follow the link in our email to confirm your subscription.');
  await page.close();
  return emailTo(email, /Confirm your subscription/);
}

async function statusOf(email: string): Promise<string | undefined> {
  const row = await database.db.selectFrom('newsletter_subscribers').select('status').where('email_key', '=', email).executeTakeFirst();
  return row?.status;
}

describe('newsletter double opt-in', () => {
  it('signs up on the home page, confirms through the emailed link, unsubscribes and re-subscribes on the page', async () => {
    const mail = await signUp('reader@example.com');
    expect(await statusOf('reader@example.com')).toBe('pending');
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/one-click\?token=[\w-]+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The confirmation page POSTs the token once it runs.
    const page = await newPage();
    const errors = collectErrors(page);
    await page.goto(linkIn(mail, '/newsletter/confirm'));
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    expect(await page.locator('.kiosk-newsletter-confirm [role="status"]').textContent()).toContain('reader@example.com will receive our newsletter');
    expect(await statusOf('reader@example.com')).toBe('subscribed');
    expect(await axeViolations(page)).toEqual([]);

    // The unsubscribe link's page changes nothing until its button is pressed (keyboard only here).
    await page.goto(linkIn(mail, '/newsletter/unsubscribe'));
    await page.getByRole('heading', { name: 'Unsubscribe reader@example.com from our newsletter?' }).waitFor();
    expect(await statusOf('reader@example.com')).toBe('subscribed');
    expect(await axeViolations(page)).toEqual([]);
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe', exact: true });
    await unsubscribe.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    const live = page.locator('.kiosk-newsletter-unsubscribe [role="status"]');
    expect(await live.textContent()).toContain("You're unsubscribed. reader@example.com will receive no more newsletters");
    expect(await statusOf('reader@example.com')).toBe('unsubscribed');
    expect(await axeViolations(page)).toEqual([]);

    // Re-subscribe, then the button goes back to Unsubscribe.
    const again = page.getByRole('button', { name: 'Subscribe again' });
    await again.focus();
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: "You're subscribed again" }).waitFor();
    expect(await live.textContent()).toContain("You're subscribed again");
    expect(await statusOf('reader@example.com')).toBe('subscribed');
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // A mail client's one-click unsubscribe: the List-Unsubscribe URL, POSTed without cookies.
    const header = new URL(mail.headers.get('list-unsubscribe')!.slice(1, -1));
    const oneClick = await fetch(`${site.url}${header.pathname}${header.search}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf('reader@example.com')).toBe('unsubscribed');
  });

  it('says what to do about a link that matches nothing', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/newsletter/confirm?token=${'x'.repeat(43)}`);
    await page.locator('.kiosk-newsletter-confirm .kiosk-order__status--error', { hasText: 'This confirmation link is not valid.' }).waitFor();
    expect(await page.locator('.kiosk-newsletter-confirm [role="status"]').textContent()).toContain('Please sign up again with the newsletter form');
    const signUpAgain = page.getByRole('button', { name: 'Sign up again' });
    await signUpAgain.click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("shows each address's status in the owner's export", async () => {
    const confirmed = await signUp('kept@example.com');
    const page = await newPage();
    await page.goto(linkIn(confirmed, '/newsletter/confirm'));
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    await page.close();
    await signUp('waiting@example.com');

    const csv = await fetch(`${site.url}/api/owner/newsletter/subscribers/export`, { headers: { Authorization: `Bearer ${OWNER_KEY}` } });
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).trimEnd().split('\r\n').map((line) => line.split(','));
    const byEmail = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byEmail.get('kept@example.com')?.slice(1, 3)).toEqual(['subscribed', 'double']);
    expect(byEmail.get('waiting@example.com')?.[1]).toBe('pending');
    expect(byEmail.get('reader@example.com')?.[1]).toBe('unsubscribed');
    expect(byEmail.get('kept@example.com')?.[4]).toBe('form');
  });
});
