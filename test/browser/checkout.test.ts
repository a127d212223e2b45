// Buying, end to end in Chromium against the production server: a full purchase of physical, engraved and
// digital goods with the test card (confirmation page, purchase event, the email at a real SMTP server, the
// download), a declined card, a gift card bought and then spent, and an owner refund that puts stock back.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../cli/project';
import { openDatabase, type Database } from '../../server/db/database';
import { grantOwnerKey, OWNER_KEY } from '../server/restock-fixture';
import { itemIdOf } from '../server/visitor';
import { startSmtpServer, type TestSmtpServer } from '../harness/smtp-server';
import { axeViolations } from './harness/axe';
import { launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { startSite, temporaryDatabase } from './harness/site-server';

const NECKLACE_ANSWERS = JSON.stringify({ 'text-4d2a9c61': 'ADA' });
const GIFT_CARD_ANSWERS = JSON.stringify({
  'text-6c1e8b42': 'Noor Haddad', 'email-a93d27f5': 'noor@example.com', 'text-2f5b0d96': 'Mara', 'textarea-d4e07c18': 'Happy birthday!',
});

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
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${++visitors}` });
  return page;
}

/** The page's main content: the footer has its own email field. */
const main = (page: Page) => page.locator('main');

/** Adds a line through the cart API from inside the page (the way the add-to-cart button does). */
async function addLine(page: Page, slug: string, line: Record<string, unknown> = {}): Promise<void> {
  const status = await page.evaluate(async (body) => {
    await fetch('/api/commerce/shopping-cart');
    const crumb = document.cookie.match(/(?:^|; )crumb=([^;]+)/)?.[1] ?? '';
    const answer = await fetch('/api/commerce/shopping-cart/entries', {
      method: 'POST', headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb }, body: JSON.stringify(body),
    });
    return answer.status;
  }, { itemId: itemIdOf(slug), quantity: 1, ...line });
  expect(status, `add ${slug}`).toBe(200);
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto(`${site.url}/checkout`);
  await page.getByRole('heading', { name: 'Order summary' }).waitFor();
}

async function fillAddress(page: Page): Promise<void> {
  await main(page).getByLabel('First name').fill('Ada');
  await main(page).getByLabel('Last name').fill('Lovelace');
  await main(page).getByLabel('Address', { exact: true }).fill('12 Haywood Road');
  await main(page).getByLabel('City').fill('Asheville');
  await main(page).getByLabel('State / region').fill('NC');
  await main(page).getByLabel('Postal code').fill('28806');
}

async function placeOrder(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await main(page).getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Place order' }).click();
}

async function emailTo(address: string, subject: RegExp, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = smtp.received.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
    if (found) return found;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no email to ${address} matching ${subject}; received: ${smtp.received.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
}

async function orderOnPage(page: Page): Promise<{ id: string; number: string }> {
  const url = new URL(page.url());
  const number = (await page.getByText(/^Order #\d+$/).first().textContent())!.replace('Order #', '');
  return { id: url.searchParams.get('order')!, number };
}

describe('checkout in the browser', () => {
  it('buys a tee, an engraved necklace and the e-book with the test card: confirmation, purchase event, email, download', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/shop/p/classic-tee`);
    await addLine(page, 'classic-tee', { sku: 'SQ-TEE-BLK-M' });
    await addLine(page, 'name-necklace', { additionalFields: NECKLACE_ANSWERS });
    await addLine(page, 'field-guide-ebook');
    await openCheckout(page);
    expect(await axeViolations(page)).toEqual([]);
    await main(page).getByLabel('Email', { exact: true }).fill('ada@example.com');
    await fillAddress(page);
    // $25 + $45 + $9 = $79: standard shipping is free over $75.
    await page.getByRole('radio', { name: /Standard/ }).check();
    await expect.poll(() => page.locator('.kiosk-checkout-summary, [aria-labelledby]').first().innerText(), { timeout: 10_000 }).toMatch(/Free|\$0\.00/);
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }).waitFor();
    const order = await orderOnPage(page);
    expect(await page.getByText('Test order: no payment was taken.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const pushed = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string; ecommerce: { id: string } }[] }).dataLayer ?? []);
    expect(pushed.filter((entry) => entry.event === 'purchase').map((entry) => entry.ecommerce.id)).toEqual([order.id]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download The Field Guide to Small-Batch Goods' }).or(page.getByRole('link', { name: /^Download / })).first().click();
    expect((await downloading).suggestedFilename()).toBe('field-guide.pdf');

    const mail = await emailTo('ada@example.com', new RegExp(order.number));
    expect(mail.text).toContain('Name Necklace');
    await emailTo('ada@example.com', /download/i);

    // Once the link has expired the page says so, and the link itself answers 410.
    const href = await page.getByRole('link', { name: /^Download / }).first().getAttribute('href');
    await database.db.updateTable('downloads').set({ expires_at: 0 }).where('order_id', '=', order.id).execute();
    await page.reload();
    await page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }).waitFor();
    expect(await page.getByRole('link', { name: /^Download / }).count()).toBe(0);
    const expired = await page.request.get(`${site.url}${href}`);
    expect(expired.status()).toBe(410);
    expect((await expired.json()).error).toContain('expired');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('can be completed from the keyboard alone, each field announcing its label', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/shop`);
    await addLine(page, 'ceramic-mug');
    await openCheckout(page);
    await main(page).getByLabel('Email', { exact: true }).focus();
    const focused = () => page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      const label = element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '';
      return label.trim();
    });
    const typed: [string, string][] = [
      ['Email', 'kay@example.com'], ['First name', 'Kay'], ['Last name', 'Ito'], ['Address', '5 Lexington Avenue'],
      ['Apartment, suite, etc. (optional)', ''], ['City', 'Asheville'],
    ];
    for (const [label, text] of typed) {
      expect(await focused()).toBe(label);
      if (text) await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('Country');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('State / region');
    await page.keyboard.type('NC');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Postal code');
    await page.keyboard.type('28801');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^Phone/);
    // Delivery options are one radio group: Tab enters it at the chosen option, the arrows move the choice.
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/Standard/);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/Express/);
    await expect.poll(() => main(page).innerText(), { timeout: 10_000 }).toMatch(/Express[\s\S]*\$14\.00/);
    await main(page).getByLabel('Card number').focus();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Place order');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }).waitFor();
    // Focus lands on the confirmation's heading, where a screen reader starts reading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you! Your order is confirmed.');
    await page.close();
  });

  it('shows a declined card beside the card field, then places the order with a good card', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/shop`);
    await addLine(page, 'ceramic-mug');
    await openCheckout(page);
    await main(page).getByLabel('Email', { exact: true }).fill('grace@example.com');
    await fillAddress(page);
    await placeOrder(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }).waitFor();
    await page.close();
  });

  it('buys a gift card, emails its code to the recipient, and the code pays for a second order in full (no card asked)', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/shop`);
    await addLine(page, 'gift-card', { sku: 'SQ-GIFT-25', additionalFields: GIFT_CARD_ANSWERS });
    await openCheckout(page);
    await main(page).getByLabel('Email', { exact: true }).fill('mara@example.com');
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByText('Gift card sent to noor@example.com.').waitFor();
    const card = await emailTo('noor@example.com', /gift card/i);
    const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(card.text)?.[0];
    expect(code).toBeDefined();

    await addLine(page, 'field-guide-ebook');
    await openCheckout(page);
    await main(page).getByLabel('Email', { exact: true }).fill('noor@example.com');
    await main(page).getByLabel('Gift card code').fill(code!);
    await page.getByRole('button', { name: 'Apply' }).nth(1).click();
    await page.getByText('Nothing to pay: your gift cards cover this order.').waitFor();
    expect(await main(page).getByLabel('Card number').count()).toBe(0);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }).waitFor();
    await page.close();
  });

  it('subscribes to the coffee from its product page, and a billing run two weeks later charges the next cycle', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/shop/p/coffee-subscription`);
    // The button works once the islands have hydrated (they start after the first paint, which can come after load).
    await waitForIslands(page);
    await page.click('.sqs-add-to-cart-button');
    await page.waitForURL((url) => url.pathname === '/commerce/subscription');
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.has('subscription'));
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    expect(await main(page).innerText()).toContain('$16.00 every 2 weeks');
    await main(page).getByLabel('Email', { exact: true }).fill('sam@example.com');
    await fillAddress(page);
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByText('Subscription confirmed').first().waitFor();
    expect(await main(page).innerText()).toContain('every 2 weeks');

    const inFifteenDays = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const run = spawnSync(process.execPath, ['cli/kiosk.mjs', 'subscriptions', 'bill', '--now', inFifteenDays], {
      cwd: PROJECT_ROOT, env: { ...process.env, KIOSK_DB: site.dbPath }, encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const orders = await database.db.selectFrom('orders').select('order_number').where('email', '=', 'sam@example.com').execute();
    expect(orders).toHaveLength(2);
    await emailTo('sam@example.com', /receipt|renew|subscription/i);
    await page.close();
  });

  it('lets the owner refund an order: stock goes back and the status page says so', async () => {
    await grantOwnerKey(database, 'STORE_MANAGER');
    const page = await newPage();
    await page.goto(`${site.url}/shop`);
    await addLine(page, 'name-necklace', { additionalFields: NECKLACE_ANSWERS });
    const stockOf = async () => (await database.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', 'SQ-NECKLACE-GOLD').executeTakeFirstOrThrow()).qty_in_stock;
    const before = await stockOf();
    await openCheckout(page);
    await main(page).getByLabel('Email', { exact: true }).fill('lin@example.com');
    await fillAddress(page);
    await placeOrder(page);
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    const order = await orderOnPage(page);
    expect(await stockOf()).toBe(before - 1);

    const refund = await page.request.post(`${site.url}/api/owner/orders/${order.number}/refunds`, {
      headers: { Authorization: `Bearer ${OWNER_KEY}`, 'content-type': 'application/json' }, data: {},
    });
    expect(refund.status(), await refund.text()).toBe(200);
    expect(await stockOf()).toBe(before);
    await page.getByRole('link', { name: 'View your order status' }).click();
    await page.waitForURL((url) => url.pathname === '/commerce/orders/status');
    await page.getByText('Refunded').first().waitFor();
    await page.close();
  });
});
