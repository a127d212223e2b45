// Gift cards (spec §2, §5, §8): a denomination must be chosen first, then the card goes to the gift-card page,
// which shows it from the server's catalog and asks for its recipient before putting it in the cart.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, waitForIslands } from './harness/browser';
import { cartRows, demoProduct, pillState, waitForCartPage } from './harness/cart-fixtures';
import { ADD_BUTTON, alertAfterClick, choose, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();
const GIFT = demoProduct('gift-card');
const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const giftCardPage = (sku: string) => `/commerce/gift-card?itemId=${GIFT.itemId}&sku=${sku}`;

/** Each field of the recipient form: its title, the error above it (or ''), in page order. */
function fieldStates(page: Page): Promise<{ title: string; error: string }[]> {
  return page.$$eval('.gift-card-purchase .kiosk-additional-fields-form .form-item', (items) =>
    items.map((item) => ({
      title: (item.querySelector('.title')?.textContent ?? '').replace(/\s*\*$/, '').trim(),
      error: item.querySelector('.field-error')?.textContent ?? '',
    })),
  );
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.id;
    return id ? (document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent ?? '').replace(/\s*\*$/, '').trim() : '';
  });

/** The visitor's cart as the server has it now. */
const serverCart = (page: Page): Promise<{ entries: unknown[]; totalQuantity: number }> =>
  page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json());

async function openGiftCardPage(page: Page, sku: string): Promise<void> {
  await page.goto(session.site.url + giftCardPage(sku));
  await waitForIslands(page);
}

describe('gift card', () => {
  it('asks for a denomination, then goes to the gift-card page with the chosen one (Adding…, no lightbox)', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'gift-card');
    expect(await page.$$eval('[data-variant-option-name="Amount"][role="radiogroup"] label', (l) => l.map((x) => x.textContent))).toEqual(['$25', '$50', '$100']);
    expect(await alertAfterClick(page)).toEqual({ title: 'Unable to purchase Gift Card', message: 'Select a denomination for the Gift Card.' });
    await choose(page, 'Amount', '$50');
    expect((await page.textContent('.product-price'))?.trim()).toBe('$50.00');
    // What the button says and whether a lightbox opens, kept across the navigation in sessionStorage.
    await page.evaluate((selector) => {
      const seen: string[] = [];
      new MutationObserver(() => {
        seen.push(document.querySelector(selector)!.textContent!.trim());
        if (document.querySelector('.kiosk-lightbox')) seen.push('lightbox');
        sessionStorage.setItem('seen', JSON.stringify(seen));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, ADD_BUTTON);
    await page.click(ADD_BUTTON);
    await page.waitForURL((url) => url.pathname === '/commerce/gift-card');
    expect(new URL(page.url()).search).toBe(`?itemId=${GIFT.itemId}&sku=SQ-GIFT-50`);
    const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen'))) ?? '[]') as string[];
    expect(seen).toContain('Adding…');
    expect(seen).not.toContain('lightbox');
    await waitForIslands(page);
    await page.waitForSelector('.gift-card-purchase');
    expect(await page.textContent('.gift-card-purchase__title')).toBe('Gift Card');
    expect(await page.textContent('.gift-card-purchase__price')).toBe('$50.00');
    expect(await page.getAttribute('.gift-card-purchase__image', 'src')).toBe('/images/gift-card.jpg');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks the recipient form (Required, email, counter) with focus on the first error, then adds the card and shows it in the cart, where its answers can be edited', async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await openGiftCardPage(page, 'SQ-GIFT-50');
    await page.waitForSelector('.gift-card-purchase__price');
    expect(await page.textContent('.gift-card-purchase__price')).toBe('$50.00');
    expect(await fieldStates(page)).toEqual([
      { title: 'Recipient name', error: '' },
      { title: 'Recipient email', error: '' },
      { title: 'Your name', error: '' },
      { title: 'Message', error: '' },
    ]);
    expect(await page.textContent('.kiosk-additional-fields-submit')).toBe('Add To Cart');

    await page.click('.kiosk-additional-fields-submit');
    await page.waitForSelector('.field-error');
    expect(await fieldStates(page)).toEqual([
      { title: 'Recipient name', error: 'Required' },
      { title: 'Recipient email', error: 'Required' },
      { title: 'Your name', error: 'Required' },
      { title: 'Message', error: '' },
    ]);
    expect(await focusedLabel(page)).toBe('Recipient name');

    // Keyboard only from here: type, Tab to the next field, Enter on the button.
    await page.keyboard.type('Noor Haddad');
    await page.keyboard.press('Tab');
    await page.keyboard.type('noor@');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mara');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Happy birthday!');
    expect(await page.textContent('.field-counter')).toBe('15 / 200');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add To Cart');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.field-error').length === 1);
    expect(await fieldStates(page)).toEqual([
      { title: 'Recipient name', error: '' },
      { title: 'Recipient email', error: EMAIL_MESSAGE },
      { title: 'Your name', error: '' },
      { title: 'Message', error: '' },
    ]);
    expect(await focusedLabel(page)).toBe('Recipient email');
    // Nothing went to the cart yet.
    expect((await serverCart(page)).entries).toEqual([]);

    await page.keyboard.type('example.com');
    await page.focus('.kiosk-additional-fields-submit');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    await waitForIslands(page);
    await waitForCartPage(page);
    expect(await cartRows(page)).toEqual([{ title: 'Gift Card', quantity: '1', total: '$50.00' }]);
    const answers = await page.$$eval('.kiosk-cart-entry__answers > div', (rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
    expect(answers).toEqual([
      ['Recipient name', 'Noor Haddad'],
      ['Recipient email', 'noor@example.com'],
      ['Your name', 'Mara'],
      ['Message', 'Happy birthday!'],
    ]);
    expect((await pillState(page)).count).toBe('1');

    // The cart page edits the answers in the additional-fields lightbox, with the same checks.
    await page.click('.kiosk-cart-entry__edit');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const email = dialog.getByLabel('Recipient email');
    expect(await email.inputValue()).toBe('noor@example.com');
    await email.fill('noor.example.com');
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('.field-error').waitFor();
    expect(await dialog.locator('.field-error').textContent()).toBe(EMAIL_MESSAGE);
    await email.fill('noor@example.org');
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForSelector('.kiosk-cart-entry__answers:has-text("noor@example.org")');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the server's per-field refusal under its field, with focus there, and adds nothing", async () => {
    const page = await session.browser.context.newPage();
    await page.route('**/api/rest/forms/validate/**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid', errors: { 'text-2f5b0d96': 'Sign with the name they know you by.' } }) }),
    );
    await openGiftCardPage(page, 'SQ-GIFT-25');
    await page.waitForSelector('.gift-card-purchase__price');
    expect(await page.textContent('.gift-card-purchase__price')).toBe('$25.00');
    const before = (await serverCart(page)).totalQuantity;
    await page.getByLabel('Recipient name').fill('Ada');
    await page.getByLabel('Recipient email').fill('ada@example.com');
    await page.getByLabel('Your name').fill('M');
    await page.click('.kiosk-additional-fields-submit');
    await page.waitForSelector('.field-error');
    expect((await fieldStates(page)).filter((field) => field.error)).toEqual([{ title: 'Your name', error: 'Sign with the name they know you by.' }]);
    expect(await focusedLabel(page)).toBe('Your name');
    expect(new URL(page.url()).pathname).toBe('/commerce/gift-card');
    expect((await serverCart(page)).totalQuantity).toBe(before);
    await page.close();
  });

  it('says plainly when the gift card is not available, with a link back to the shop', async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await openGiftCardPage(page, 'SQ-GIFT-75');
    await page.waitForSelector('.gift-card-purchase__status--error');
    expect(await page.textContent('.gift-card-purchase__status--error')).toBe('This gift card is not available.');
    expect(await page.getAttribute('.gift-card-purchase__problem a', 'href')).toBe('/shop');
    expect(await page.$('.kiosk-additional-fields-form')).toBeNull();
    // The only console line is the browser's note of the 404 answer itself.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/404/);
    await page.close();
  });

  it('says that JavaScript is needed when it is off', async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await browser.context.newPage();
      await page.goto(session.site.url + giftCardPage('SQ-GIFT-50'));
      expect(await page.textContent('noscript')).toContain('Buying a gift card needs JavaScript.');
      expect(await page.textContent('h1')).toBe('Send a gift card');
    } finally {
      await browser.close();
    }
  });
});
