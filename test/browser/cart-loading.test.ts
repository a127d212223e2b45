// Spec §4 "Cart loading" in a real browser: a visitor with a cart gets the add button only once the page has
// read the cart; without one, or without JavaScript, the button shows at once.
import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, waitForIslands } from './harness/browser';
import { apiAdd, demoProduct } from './harness/cart-fixtures';
import { CART_WAIT_LIMIT_MS } from '../../islands/cart-wait';
import { ADD_BUTTON } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const MUG = demoProduct('ceramic-mug');
const CART_PATH = '/api/commerce/shopping-cart';
const PRODUCT_PATH = '/shop/p/ceramic-mug';

const session = useSiteAndBrowser();

afterEach(async () => {
  await session.browser.context.clearCookies();
});

/** What the visitor gets of the add button: seen or not, busy or not, and the page's loading mark. */
async function addButtonState(page: Page) {
  return page.evaluate((selector) => {
    const button = document.querySelector(selector)!;
    return {
      visibility: getComputedStyle(button).visibility,
      busy: button.closest('.sqs-add-to-cart-button-wrapper')!.getAttribute('aria-busy'),
      marked: document.documentElement.classList.contains('kiosk-cart-loading'),
    };
  }, ADD_BUTTON);
}

const isCartRead = (url: URL) => url.pathname === CART_PATH;

/** Holds the page's cart reads until `release()`, then lets `answer` reply (the server by default); counts them. */
async function holdCartReads(page: Page, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release };
  await page.route(isCartRead, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    held.count++;
    await gate;
    await answer(route);
  });
  return held;
}

/** A visitor whose browser holds a cart (the CART and hasCart cookies the server sets on the first add). */
async function visitorWithCart(): Promise<void> {
  const page = await session.browser.context.newPage();
  await page.goto(session.site.url + '/about');
  expect((await apiAdd(page, MUG)).status).toBe(200);
  const names = (await session.browser.context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['CART', 'hasCart']));
  await page.close();
}

describe('cart loading (spec §4)', () => {
  it('with a cart cookie, the add button becomes visible only after GET /api/commerce/shopping-cart answered', async () => {
    await visitorWithCart();
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    const reads = await holdCartReads(page);
    await page.goto(session.site.url + PRODUCT_PATH);
    await waitForIslands(page);
    await page.waitForTimeout(300); // React is up and the read is out: the button still waits for the answer
    expect(reads.count).toBe(1);
    expect(await addButtonState(page)).toEqual({ visibility: 'hidden', busy: 'true', marked: true });
    expect(await page.isVisible(ADD_BUTTON)).toBe(false);

    const answered = page.waitForResponse((response) => isCartRead(new URL(response.url())) && response.request().method() === 'GET');
    reads.release();
    await answered;
    await page.waitForSelector(ADD_BUTTON, { state: 'visible' });
    expect(await addButtonState(page)).toEqual({ visibility: 'visible', busy: null, marked: false });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the add button in its place while it waits (no layout jump)', async () => {
    await visitorWithCart();
    const page = await session.browser.context.newPage();
    const reads = await holdCartReads(page);
    await page.goto(session.site.url + PRODUCT_PATH);
    await waitForIslands(page);
    const box = async () => page.evaluate((selector) => {
      const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
      return { x, y, width, height };
    }, ADD_BUTTON);
    const waiting = await box();
    expect(waiting.height).toBeGreaterThan(0);
    expect(await page.isVisible(ADD_BUTTON)).toBe(false);
    reads.release();
    await page.waitForSelector(ADD_BUTTON, { state: 'visible' });
    expect(await box()).toEqual(waiting);
    await page.close();
  });

  it('without a cart cookie, the add button is visible at once and no cart is read', async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    const reads = await holdCartReads(page);
    // DOMContentLoaded comes after the client entry (a module script) has run.
    await page.goto(session.site.url + PRODUCT_PATH, { waitUntil: 'domcontentloaded' });
    expect(await addButtonState(page)).toEqual({ visibility: 'visible', busy: null, marked: false });
    await waitForIslands(page);
    expect(await page.isVisible(ADD_BUTTON)).toBe(true);
    expect(reads.count).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when the cart cannot be read, the add button comes back', async () => {
    await visitorWithCart();
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    const reads = await holdCartReads(page, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await page.goto(session.site.url + PRODUCT_PATH);
    await waitForIslands(page);
    expect(await addButtonState(page)).toEqual({ visibility: 'hidden', busy: 'true', marked: true });
    reads.release();
    await page.waitForSelector(ADD_BUTTON, { state: 'visible' });
    expect(await addButtonState(page)).toEqual({ visibility: 'visible', busy: null, marked: false });
    // The failed read is reported, and is the only error.
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => /500|down|Kiosk island error/.test(error))).toBe(true);
    await page.close();
  });

  it('when the cart read never answers, the add button still shows after 5 s', async () => {
    await visitorWithCart();
    const page = await session.browser.context.newPage();
    const reads = await holdCartReads(page);
    const started = Date.now();
    await page.goto(session.site.url + PRODUCT_PATH);
    await waitForIslands(page);
    expect(await addButtonState(page)).toEqual({ visibility: 'hidden', busy: 'true', marked: true });
    await page.waitForSelector(ADD_BUTTON, { state: 'visible', timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CART_WAIT_LIMIT_MS - 500);
    expect(await addButtonState(page)).toEqual({ visibility: 'visible', busy: null, marked: false });
    expect(reads.count).toBe(1);
    reads.release();
    await page.close();
  });

  it('with JavaScript disabled, the add button is visible (a visitor with a cart too)', async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      await browser.context.addCookies([
        { name: 'hasCart', value: 'true', url: session.site.url },
        { name: 'CART', value: 'a-cart-token', url: session.site.url, httpOnly: true },
      ]);
      const page = await browser.context.newPage();
      await page.goto(session.site.url + PRODUCT_PATH);
      expect(await addButtonState(page)).toEqual({ visibility: 'visible', busy: null, marked: false });
      expect(await page.isVisible(ADD_BUTTON)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
