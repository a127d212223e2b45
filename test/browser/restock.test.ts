// The back-in-stock sign-up on the sold-out limited print (spec §2, §4, §5, §8): the chosen variant's form,
// 'Email cannot be blank', 'Email is invalid', success replacing the form, the server's message on failure.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, waitForIslands } from './harness/browser';
import { choose, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();
const A3_ID = 'c6405ca8-ac63-4663-8eba-2472960afffb';
const A2_ID = 'db6b31ee-b8f6-4592-a22b-1bc21715f8c3';
const form = (variantId: string) => `.product-restock-notification[data-variant-id="${variantId}"]`;

async function visibleForms(page: Page): Promise<string[]> {
  return page.$$eval('.product-restock-notification', (forms) => forms.filter((f) => !(f as HTMLElement).hidden && f.getBoundingClientRect().height > 0).map((f) => f.getAttribute('data-variant-id')!));
}

function signUps(): { variant_id: string; email: string; join_mailing_list: number }[] {
  const db = new Database(session.site.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT variant_id, email, join_mailing_list FROM restock_signups ORDER BY created_at').all() as never;
  } finally {
    db.close();
  }
}

async function submitEmail(page: Page, variantId: string, email: string): Promise<void> {
  await page.fill(`${form(variantId)} input[name="email"]`, email);
  await page.press(`${form(variantId)} input[name="email"]`, 'Enter');
}

describe('restock sign-up', () => {
  it("shows the chosen variant's form only, as printed, without console errors", async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${session.site.url}/shop/p/limited-print`);
    const printed = await page.innerHTML('.product-restock');
    await waitForIslands(page);
    expect(await page.innerHTML('.product-restock')).toBe(printed);
    expect(await visibleForms(page)).toEqual([]);
    // The forms' code comes with the first choice (they wait for it: islands/waiting-islands.ts), so the form
    // shows a moment after the press.
    await choose(page, 'Size', 'A3');
    await expect.poll(() => visibleForms(page)).toEqual([A3_ID]);
    await choose(page, 'Size', 'A2');
    await expect.poll(() => visibleForms(page)).toEqual([A2_ID]);
    expect(await page.textContent(`${form(A2_ID)} .product-restock-cta`)).toBe('Sold out for now. Leave your email and we will let you know when it is back.');
    expect(await page.getAttribute(`${form(A2_ID)} input[name="email"]`, 'aria-label')).toBe('Email address');
    expect(await page.isChecked(`${form(A2_ID)} input[name="isJoinMailingList"]`)).toBe(false);
    expect(await page.$('.captcha-container')).toBeNull();
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.src.includes('recaptcha')))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'Email cannot be blank', then 'Email is invalid', at the field, without sending", async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'limited-print');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/notifications/restock')) posts.push(r.url());
    });
    await choose(page, 'Size', 'A3');
    await submitEmail(page, A3_ID, '   ');
    expect(await page.textContent(`${form(A3_ID)} .product-restock-message`)).toBe('Email cannot be blank');
    const input = `${form(A3_ID)} input[name="email"]`;
    expect(await page.getAttribute(input, 'aria-invalid')).toBe('true');
    expect(await page.getAttribute(input, 'aria-describedby')).toContain(await page.getAttribute(`${form(A3_ID)} .product-restock-message`, 'id'));
    expect(await page.evaluate((s) => document.activeElement === document.querySelector(s), input)).toBe(true);
    await submitEmail(page, A3_ID, 'ana@studio');
    expect(await page.textContent(`${form(A3_ID)} .product-restock-message`)).toBe('Email is invalid');
    await submitEmail(page, A3_ID, 'a@');
    expect(await page.textContent(`${form(A3_ID)} .product-restock-message`)).toBe('Email is invalid');
    expect(posts).toEqual([]);
    await page.close();
  });

  it('signs up with the §3 payload, and replaces the form with the success text', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'limited-print');
    await choose(page, 'Size', 'A3');
    await page.check(`${form(A3_ID)} input[name="isJoinMailingList"]`);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/site-users/account/notifications/restock'));
    await submitEmail(page, A3_ID, ' ana@studio.shop ');
    const request = await posted;
    // Beside the spec's payload, the server-signed form ticket of the minimum fill time (server/captcha/form-ticket.ts).
    const { formTicket, ...payload } = request.postDataJSON();
    expect(payload).toEqual({ isJoinMailingList: true, productId: '2ad90845e2bdb051ccf14357', variantId: A3_ID, siteVisitorEmail: 'ana@studio.shop' });
    expect(typeof formTicket).toBe('string');
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    await page.waitForSelector(`${form(A3_ID)} .product-restock-success`);
    expect(await page.textContent(`${form(A3_ID)} .product-restock-success`)).toBe('Signed up! We will email you when it is back.');
    expect(await page.$(`${form(A3_ID)} form`)).toBeNull();
    expect(signUps()).toEqual([{ variant_id: A3_ID, email: 'ana@studio.shop', join_mailing_list: 1 }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the server's message when the sign-up is refused", async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'limited-print');
    await page.route('**/api/site-users/account/notifications/restock', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'This item is in stock. Add it to your cart instead.', message: 'This item is in stock. Add it to your cart instead.' }),
      }),
    );
    await choose(page, 'Size', 'A2');
    await submitEmail(page, A2_ID, 'bo@studio.shop');
    await page.waitForFunction((s) => document.querySelector(s)?.textContent !== '', `${form(A2_ID)} .product-restock-message`);
    expect(await page.textContent(`${form(A2_ID)} .product-restock-message`)).toBe('This item is in stock. Add it to your cart instead.');
    expect(await page.$(`${form(A2_ID)} form`)).not.toBeNull();
    await page.close();
  });
});
