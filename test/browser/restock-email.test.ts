// Back-in-stock notices end to end in Chromium: a visitor signs up on the sold-out limited print, the owner raises
// its stock through the owner API, the notice arrives at a real SMTP server, its link opens the product page and the
// product sells again from its own add-to-cart button, and its unsubscribe link cancels the sign-up. Then the
// same for the tee's sold-out White / L raised by `kiosk stock add` (the owner services), bought with the page's
// own add-to-cart button.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR, PROJECT_ROOT } from '../../cli/project';
import { startServer, type RunningServer } from '../../cli/serve/start-server';
import { openDatabase, type Database } from '../../server/db/database';
import { createApiKeyService } from '../../server/owner/api-keys';
import { ownerServicesOver } from '../../server/owner/owner-services';
import { freePort } from '../harness/free-port';
import { startSmtpServer, type ReceivedEmail, type TestSmtpServer } from '../harness/smtp-server';
import { collectErrors, launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { ADD_BUTTON, choose, waitForLabel } from './harness/product-page';
import { TEST_PROXY, temporaryDatabase } from './harness/site-server';

const A3_ID = 'c6405ca8-ac63-4663-8eba-2472960afffb';
const form = `.product-restock-notification[data-variant-id="${A3_ID}"]`;
const EMAIL = 'print-fan@studio.shop';

let smtp: TestSmtpServer;
let server: RunningServer;
let siteUrl: string;
let dbPath: string;
let browser: Browser;
let database: Database;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dbPath = temporaryDatabase();
  // A port known before the start, so the links in emails (KIOSK_SITE_URL) name this very server.
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  server = await startServer({
    projectRoot: PROJECT_ROOT, distDir: DIST_DIR, port, hostname: '127.0.0.1',
    api: {
      dbFile: dbPath, contentDir: path.join(PROJECT_ROOT, 'content'), trustProxy: TEST_PROXY, siteUrl,
      background: { KIOSK_SMTP_URL: smtp.url, KIOSK_EMAIL_FROM: 'Kiosk Supply Co. <hello@kiosk-supply.example>' },
    },
  });
  browser = await launchBrowser();
  database = await openDatabase({ file: dbPath });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await database?.close();
  await smtp?.close();
  if (dbPath) rmSync(dbPath, { force: true });
});

async function newPage(address: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return { page, errors: collectErrors(page) };
}

/** The first email to `address`, waiting for the background sender to deliver it. */
async function emailTo(address: string): Promise<ReceivedEmail> {
  for (let tries = 0; tries < 150; tries++) {
    const found = smtp.received.find((mail) => mail.to.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${address}; received: ${smtp.received.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
}

const signUpRow = () => database.db.selectFrom('restock_signups').select(['email', 'notified_at', 'unsubscribed_at']).where('email', '=', EMAIL).executeTakeFirst();

describe('back-in-stock email', () => {
  it('reaches the visitor when the owner restocks; its link sells, its unsubscribe link cancels the sign-up', async () => {
    // 1. The visitor signs up on the sold-out print.
    const visitor = await newPage('203.0.113.61');
    await visitor.page.goto(`${siteUrl}/shop/p/limited-print`);
    await waitForIslands(visitor.page);
    await choose(visitor.page, 'Size', 'A3');
    await visitor.page.fill(`${form} input[name="email"]`, EMAIL);
    await visitor.page.press(`${form} input[name="email"]`, 'Enter');
    await visitor.page.waitForSelector(`${form} .product-restock-success`);
    expect(await signUpRow()).toMatchObject({ notified_at: null });

    // 2. The owner puts 2 units of A3 back through the owner API with a STORE_MANAGER key.
    const { key } = await createApiKeyService(database.db, Date.now).issue('STORE_MANAGER', 'browser test');
    const raised = await fetch(`${siteUrl}/api/owner/stock/SQ-PRINT-A3`, {
      method: 'PUT', headers: { Authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ quantity: 2 }),
    });
    expect(raised.status).toBe(200);

    // 3. The notice arrives over SMTP, as list mail with the one-click headers.
    const mail = await emailTo(EMAIL);
    expect(mail.subject).toBe('Limited Edition Coastline Print is back in stock – Kiosk Supply Co.');
    expect(mail.text).toContain('Size: A3');
    expect(mail.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${siteUrl}/api/commerce/restock/unsubscribe/one-click\\?token=[\\w-]+>$`));
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const productLink = mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/shop\/p\/limited-print/)?.[0];
    const unsubscribeLink = mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/commerce\/restock\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(productLink).toBe(`${siteUrl}/shop/p/limited-print`);
    expect(unsubscribeLink).toBeDefined();
    expect(mail.html).toContain(`href="${productLink}"`);

    // 4. The product link opens the product page, and A3 sells from it again. The page was built while the whole
    // print was sold out: its purchase controls were printed hidden, and the live stock shows them.
    const buyer = await newPage('203.0.113.62');
    const opened = await buyer.page.goto(productLink!);
    expect(opened?.status()).toBe(200);
    await waitForIslands(buyer.page);
    expect(await buyer.page.textContent('h1.product-title')).toBe('Limited Edition Coastline Print');
    await buyer.page.locator(ADD_BUTTON).waitFor({ state: 'visible' });
    expect(await buyer.page.locator('.product-sold-out-note').isVisible()).toBe(false);
    await choose(buyer.page, 'Size', 'A3');
    const bought = buyer.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/commerce/shopping-cart/entries'));
    await buyer.page.click(ADD_BUTTON);
    expect((await bought).status()).toBe(200);
    await waitForLabel(buyer.page, 'Added!');
    expect(buyer.errors).toEqual([]);

    // 5. The unsubscribe link opens a page that changes nothing until its button is pressed.
    const reader = await newPage('203.0.113.63');
    await reader.page.goto(unsubscribeLink!);
    await waitForIslands(reader.page);
    const button = reader.page.getByRole('button', { name: 'Unsubscribe' });
    await button.waitFor();
    expect(await signUpRow()).toMatchObject({ unsubscribed_at: null });
    await button.click();
    await reader.page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await reader.page.textContent('.kiosk-restock-unsubscribe__body')).toContain('We will not email you about Limited Edition Coastline Print (A3) again.');
    expect((await signUpRow())?.unsubscribed_at).not.toBeNull();
    expect(reader.errors).toEqual([]);

    // A link that matches nothing says so, with nothing to press.
    await reader.page.goto(`${siteUrl}/commerce/restock/unsubscribe?token=${'x'.repeat(43)}`);
    await waitForIslands(reader.page);
    await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await reader.page.locator('.kiosk-order__status--error').getByText('This unsubscribe link does not match any back-in-stock sign-up.', { exact: false }).waitFor();
    expect(await reader.page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await Promise.all([visitor.page.close(), buyer.page.close(), reader.page.close()]);
  });

  it('reaches the visitor when `kiosk stock add` restocks a variant; the page\'s own button adds it to the cart', async () => {
    const address = 'tee-fan@studio.shop';
    const WHITE_L = 'SQ-TEE-WHT-L';
    const visitor = await newPage('203.0.113.64');
    await visitor.page.goto(`${siteUrl}/shop/p/classic-tee`);
    await waitForIslands(visitor.page);
    await choose(visitor.page, 'Size', 'L');
    await choose(visitor.page, 'Color', 'White');
    const whiteL = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'content/collections/shop/items/classic-tee.json'), 'utf8'))
      .structuredContent.variants.find((v: { sku: string }) => v.sku === WHITE_L).id as string;
    const teeForm = `.product-restock-notification[data-variant-id="${whiteL}"]`;
    await visitor.page.fill(`${teeForm} input[name="email"]`, address);
    await visitor.page.press(`${teeForm} input[name="email"]`, 'Enter');
    await visitor.page.waitForSelector(`${teeForm} .product-restock-success`);

    // What `kiosk stock add SQ-TEE-WHT-L 1` runs (with KIOSK_SITE_URL set), against the store's database file.
    const owner = ownerServicesOver(database, { contentDir: path.join(PROJECT_ROOT, 'content'), siteUrl });
    expect(await owner.stock.change(WHITE_L, { adjustBy: 1 })).toEqual({ sku: WHITE_L, qtyInStock: 1 });

    const mail = await emailTo(address);
    expect(mail.subject).toBe('Classic Organic Tee is back in stock – Kiosk Supply Co.');
    expect(mail.text).toMatch(/Size: L\r?\nColor: White/);
    // The product link names the site's URL (KIOSK_SITE_URL).
    const productLink = mail.text.match(/http:\/\/127\.0\.0\.1:\d+\/shop\/p\/classic-tee/)?.[0];
    expect(productLink).toBe(`${siteUrl}/shop/p/classic-tee`);

    // The page was built with White / L sold out: its button asks the server for the live stock and adds it.
    const buyer = await newPage('203.0.113.65');
    await buyer.page.goto(productLink!);
    await waitForIslands(buyer.page);
    await choose(buyer.page, 'Size', 'L');
    await choose(buyer.page, 'Color', 'White');
    const added = buyer.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/commerce/shopping-cart/entries'));
    await buyer.page.click(ADD_BUTTON);
    expect((await added).status()).toBe(200);
    await waitForLabel(buyer.page, 'Added!');
    expect(buyer.errors).toEqual([]);
    await Promise.all([visitor.page.close(), buyer.page.close()]);
  });
});
