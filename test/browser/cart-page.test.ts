// The /cart page in a real browser: lines, quantity changes and removal in step with the pill of another tab,
// keyboard-only use, the empty state, and editing a line's additional-fields answers.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { collectErrors, launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { apiAdd, cartRows, cartSubtotal, demoProduct, openCart as openCartAt, pillState } from './harness/cart-fixtures';
import { startSite } from './harness/site-server';

const MUG = demoProduct('ceramic-mug'); // 18.00, stock 3
const EBOOK = demoProduct('field-guide-ebook'); // 9.00, unlimited
const NECKLACE = demoProduct('name-necklace'); // 45.00, form "Engraving details"

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const openCart = (page: Page) => openCartAt(page, site.url);

const row = (title: string) => `.kiosk-cart-entry:has(.kiosk-cart-entry__title:text-is("${title}"))`;
/** Waits until the page's one live region (islands/a11y/announcer.ts) says `text` (among what it says at once). */
const announced = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-kiosk-announcer]')?.textContent?.includes(t) ?? false, text);
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('cart page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Each test is a visitor of its own: its own address (the server trusts the test's X-Forwarded-For: the tests
  // make some twenty cart changes between them, as many as one address may make in 10 s, so sharing one made a
  // test's change a 429 whenever the file ran fast enough) and its own cookies (a cart an earlier test left would
  // otherwise be this test's: the keyboard test then started at the subtotal it waits for, and passed or not by
  // how fast its change came back).
  let visitor = 0;
  beforeEach(async () => {
    visitor += 1;
    await browser.context.clearCookies();
  });
  const newPage = async (): Promise<Page> => {
    const page = await browser.context.newPage();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${visitor}` });
    return page;
  };

  it('says the cart is empty, with a link to continue shopping, without loading React for a visitor who has no cart', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await openCart(page);
    expect(await page.isVisible('.kiosk-cart__none-title')).toBe(true);
    expect(await page.textContent('.kiosk-cart__none-title')).toBe('Your cart is empty.');
    expect(await page.isVisible('.kiosk-cart__loading')).toBe(false);
    await page.click('.kiosk-cart__none .kiosk-cart__continue');
    await page.waitForURL((url) => url.pathname === '/shop');
    expect(await page.isVisible('.product-list, .products-flex-container, main')).toBe(true);
    expect(scripts.filter((script) => script.includes('/react.'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a cart another tab fills while it is open without one', async () => {
    const page = await newPage();
    await openCart(page);
    expect(await page.isVisible('.kiosk-cart__none-title')).toBe(true);
    const other = await newPage();
    await other.goto(site.url + '/shop/p/ceramic-mug');
    await waitForIslands(other);
    await other.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-cart-entry', { timeout: 15_000 });
    expect(await cartRows(page)).toEqual([{ title: MUG.title, quantity: '1', total: '$18.00' }]);
    expect(await page.isVisible('.kiosk-cart__none')).toBe(false);
    await other.close();
    await page.close();
  });

  it('lists the lines with prices, and keeps page and pill in step through quantity changes and removal', async () => {
    const cart = await newPage();
    const errors = collectErrors(cart);
    await cart.goto(site.url + '/about');
    await apiAdd(cart, MUG, 1);
    await apiAdd(cart, EBOOK, 1);
    await openCart(cart);
    expect(await cartRows(cart)).toEqual([
      { title: MUG.title, quantity: '1', total: '$18.00' },
      { title: EBOOK.title, quantity: '1', total: '$9.00' },
    ]);
    expect(await cartSubtotal(cart)).toBe('$27.00');
    expect(await cart.getAttribute('.kiosk-cart-checkout', 'href')).toBe('/checkout');

    // Another tab of the same visitor shows the pill.
    const other = await newPage();
    await other.goto(site.url + '/about');
    await other.waitForSelector('.kiosk-cart-pill.is-visible');
    expect((await pillState(other)).count).toBe('2');

    await cart.click(`${row(EBOOK.title)} [aria-label="Increase quantity of ${EBOOK.title}"]`);
    await cart.waitForFunction(() => document.querySelector('.kiosk-cart-summary__subtotal dd')?.textContent === '$36.00');
    expect((await cartRows(cart))[1]).toEqual({ title: EBOOK.title, quantity: '2', total: '$18.00' });
    // Said politely, the change and then the new count, through the one live region.
    await announced(cart, `Quantity of ${EBOOK.title} changed to 2. 3 items in cart.`);
    expect(await cart.locator('[aria-live]').count()).toBe(1);
    // The other tab hears its count change too.
    await announced(other, '3 items in cart.');
    await other.waitForFunction(() => document.querySelector('.kiosk-cart-pill .total-quantity')?.textContent === '3');
    expect(await pillState(other)).toMatchObject({ visible: true, label: '3 items in cart' });

    // The mug has 3 in stock: + stops there.
    await cart.fill(`${row(MUG.title)} .kiosk-stepper__input`, '7');
    await cart.press(`${row(MUG.title)} .kiosk-stepper__input`, 'Enter');
    await cart.waitForFunction(() => document.querySelector('.kiosk-cart-summary__subtotal dd')?.textContent === '$72.00');
    expect((await cartRows(cart))[0]).toEqual({ title: MUG.title, quantity: '3', total: '$54.00' });
    expect(await cart.getAttribute(`${row(MUG.title)} [aria-label="Increase quantity of ${MUG.title}"]`, 'aria-disabled')).toBe('true');

    await cart.click(`${row(MUG.title)} .kiosk-cart-entry__remove`);
    await cart.waitForFunction(() => document.querySelectorAll('.kiosk-cart-entry').length === 1);
    expect(await cartSubtotal(cart)).toBe('$18.00');
    await announced(cart, `${MUG.title} removed from your cart. 2 items in cart.`);
    await other.waitForFunction(() => document.querySelector('.kiosk-cart-pill .total-quantity')?.textContent === '2');

    await cart.click(`${row(EBOOK.title)} .kiosk-cart-entry__remove`);
    await cart.waitForSelector('.kiosk-cart__empty-title');
    // Attached, not visible: the pill fades out and then is visibility:hidden, so "visible" only held for 0.25 s.
    await other.waitForSelector('.kiosk-cart-pill:not(.is-visible)', { state: 'attached' });
    expect(await pillState(other)).toMatchObject({ visible: false, count: '0', label: 'Cart' });
    expect(errors).toEqual([]);
    await cart.close();
    await other.close();
  });

  it('leads to a working checkout page: the Checkout link opens it with the cart\'s lines and totals', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/about');
    await apiAdd(page, MUG, 1);
    await openCart(page);
    await page.click('.kiosk-cart-checkout');
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    const summary = await page.locator('main').innerText();
    expect(summary).toContain(MUG.title);
    expect(summary).toContain('$18.00');
    expect(await page.getByRole('button', { name: 'Place order' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works from the keyboard alone: stepper buttons, typing a quantity, remove, with focus kept in the cart', async () => {
    const page = await newPage();
    await page.goto(site.url + '/about');
    await apiAdd(page, MUG, 1);
    await apiAdd(page, EBOOK, 1);
    await openCart(page);
    await page.focus(`${row(MUG.title)} .kiosk-cart-entry__title`);
    await page.keyboard.press('Tab');
    expect(await activeLabel(page)).toBe(`Decrease quantity of ${MUG.title}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await activeLabel(page)).toBe(`Increase quantity of ${MUG.title}`);
    // A press while the line is busy is ignored, as for any visitor (its controls say so): each press waits until
    // the cart and its lines are idle again; the subtotal changes a moment before the line is released.
    const idle = () => page.waitForSelector('.kiosk-cart:not([aria-busy]) .kiosk-cart__entries:not(:has(.kiosk-cart-entry[aria-busy]))');
    await idle();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.kiosk-cart-summary__subtotal dd')?.textContent === '$45.00');
    await idle();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('.kiosk-cart-summary__subtotal dd')?.textContent === '$63.00');
    expect(await activeLabel(page)).toBe(`Increase quantity of ${MUG.title}`);
    expect((await cartRows(page))[0].quantity).toBe('3');

    await idle();
    await page.keyboard.press('Shift+Tab');
    expect(await activeLabel(page)).toBe(`Quantity of ${MUG.title}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.kiosk-cart-summary__subtotal dd')?.textContent === '$45.00');

    await idle();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await activeLabel(page)).toBe(`Remove ${MUG.title}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.kiosk-cart-entry').length === 1);
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, `Remove ${EBOOK.title}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.kiosk-cart__empty-title');
    await page.waitForFunction(() => document.activeElement?.classList.contains('kiosk-cart__empty-title'));
    await page.close();
  });

  it("edits a line's additional-fields answers in the lightbox", async () => {
    const page = await newPage();
    await page.goto(site.url + '/about');
    const answers = { 'text-4d2a9c61': 'Ada', 'textarea-8e1f0b37': '' };
    expect((await apiAdd(page, NECKLACE, 1, answers)).status).toBe(200);
    await openCart(page);
    expect(await page.textContent(`${row(NECKLACE.title)} .kiosk-cart-entry__answers`)).toContain('Ada');
    await page.click(`${row(NECKLACE.title)} .kiosk-cart-entry__edit`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The page behind the lightbox is inert (not only aria-modal); the live region stays reachable.
    expect(await page.evaluate(() => ['header', 'main'].map((s) => document.querySelector(s)?.closest('[inert]') !== null))).toEqual([true, true]);
    expect(await page.evaluate(() => document.querySelector('[data-kiosk-announcer]')?.closest('[inert]') ?? null)).toBeNull();
    expect(await axeViolations(page, 'body')).toEqual([]);
    const name = dialog.getByLabel('Name to engrave');
    expect(await name.inputValue()).toBe('Ada');
    await name.fill('Grace');
    // The answers are saved, not added again.
    expect(await dialog.locator('button[type="submit"]').textContent()).toBe('Save');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForSelector(`${row(NECKLACE.title)} .kiosk-cart-entry__answers:has-text("Grace")`);
    expect(await page.textContent(`${row(NECKLACE.title)} .kiosk-cart-entry__answers`)).not.toContain('Ada');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Edit the details of ${NECKLACE.title}`);
    expect(await page.locator('[inert]').count()).toBe(0);
    await announced(page, `Details of ${NECKLACE.title} saved.`);
    await page.close();
  });
});
