// axe-core (WCAG 2.1 A/AA) on every page the build published and on every dialog state of the storefront, at
// phone (390 px) and desktop (1280 px) widths: the pages are read from the built folder, so a new page is covered.
// (The protected pages and their gates are measured by lock-screen and members tests.)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../cli/project';
import { SORT_ORDERS } from '../../publisher/collection-views';
import { axeViolations } from './harness/axe';
import { collectErrors, waitForIslands } from './harness/browser';
import { apiAdd, demoProduct, openCart } from './harness/cart-fixtures';
import { ADD_BUTTON } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();
const WIDTHS = [390, 1280];

/** Every HTML document under the built folder as the address it is served at (`about/index.html` → `/about`). */
function publishedPages(dir: string, below = ''): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(path.join(dir, below), { withFileTypes: true })) {
    const relative = below ? `${below}/${entry.name}` : entry.name;
    // Astro's hashed assets hold no pages.
    if (entry.isDirectory() && entry.name !== '_astro') pages.push(...publishedPages(dir, relative));
    else if (entry.isFile() && entry.name.endsWith('.html')) {
      pages.push(entry.name === 'index.html' ? `/${below}` : `/${relative}`);
    }
  }
  return pages.sort();
}

const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

async function openAt(width: number): Promise<Page> {
  const page = await session.browser.context.newPage();
  await page.setViewportSize(viewport(width));
  return page;
}

/** Transitions (the pill's fade, a dialog's entrance) end before axe measures colours. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** Lines "page: rule: targets" for a page's violations, so one run lists them all. */
async function check(page: Page, label: string): Promise<string[]> {
  await settle(page);
  const run = () => axeViolations(page, 'body');
  // A page that sends the visitor on late (after its data arrives) is measured where it lands.
  const violations = await run().catch(async (error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('networkidle');
    return run();
  });
  return violations.map((v) => `${label}: ${v}`);
}

/**
 * Opens `address` and waits until it has settled: the network is idle, the islands (if they started) have
 * hydrated, and a page that sends the visitor on (a step without its data, a signed-out account page) has arrived.
 */
async function openSettled(page: Page, address: string): Promise<void> {
  await page.goto(session.site.url + address, { waitUntil: 'networkidle' });
  await page.waitForLoadState('networkidle');
  if (await page.$('html[data-islands]')) await waitForIslands(page);
}

/**
 * The pages measured: every page of the build, except that of a list's sorted copies (same template, same
 * products in another order) one stands for the rest.
 */
function measuredPages(pages: string[]): string[] {
  const [first] = SORT_ORDERS;
  return pages.filter((p) => !p.includes('/sort/') || (!p.includes('/category/') && p.endsWith(`/sort/${first.key}`)));
}

describe('axe on every published page', () => {
  const pages = publishedPages(DIST_DIR);
  let page: Page;
  beforeAll(async () => {
    page = await openAt(WIDTHS[0]);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('finds the pages in the build', () => {
    // The demo publishes its shop, journal, account and commerce pages: a listing that lost them is a broken test.
    expect(pages).toEqual(expect.arrayContaining(['/', '/shop', '/shop/p/classic-tee', '/shop/category/apparel', '/cart', '/journal', '/404.html']));
  });

  for (const address of measuredPages(pages)) {
    it(`${address} has no violations at ${WIDTHS.join(' and ')} px`, async () => {
      const found: string[] = [];
      // One load per page: the layout follows the viewport as it changes, as a turned phone's would.
      await page.setViewportSize(viewport(WIDTHS[0]));
      await openSettled(page, address);
      for (const width of WIDTHS) {
        await page.setViewportSize(viewport(width));
        found.push(...(await check(page, `${address} at ${width} px`)));
      }
      expect(found).toEqual([]);
    });
  }
});

describe('axe on every dialog state', () => {
  for (const width of WIDTHS) {
    it(`has no violations with the alert, the lightboxes and a filled cart at ${width} px`, async () => {
      // A new visitor at each width: no cart yet.
      await session.browser.context.clearCookies();
      const page = await openAt(width);
      const errors = collectErrors(page);
      const found: string[] = [];

      // The alert: Add to Cart without the options chosen.
      await page.goto(`${session.site.url}/shop/p/classic-tee`);
      await waitForIslands(page);
      await page.click(ADD_BUTTON);
      await page.getByRole('alertdialog').waitFor();
      found.push(...(await check(page, 'alert')));
      await page.keyboard.press('Escape');

      // The instalments popup, then the additional-fields form in the lightbox.
      await page.goto(`${session.site.url}/shop/p/name-necklace`);
      await waitForIslands(page);
      await page.click('.kiosk-installments__info');
      await page.waitForSelector('.kiosk-lightbox__dialog .kiosk-installments-popup__provider, .kiosk-lightbox__dialog .kiosk-installments-popup__built-in');
      found.push(...(await check(page, 'instalments popup')));
      await page.keyboard.press('Escape');
      await page.waitForSelector('.kiosk-lightbox', { state: 'detached' });
      await page.click(ADD_BUTTON);
      await page.waitForSelector('.kiosk-lightbox__dialog form');
      found.push(...(await check(page, 'additional-fields lightbox')));
      await page.keyboard.press('Escape');

      // A cart with one item (the pill's and the header's label "One item in cart", their figure "1" beside the
      // link: WCAG 2.5.3), then with two: the cart page, and a product page with the header's count and the pill.
      await apiAdd(page, demoProduct('ceramic-mug'), 1);
      await page.goto(`${session.site.url}/shop/p/ceramic-mug`);
      await waitForIslands(page);
      await page.waitForSelector('.kiosk-cart-pill.is-visible');
      found.push(...(await check(page, 'product page with one item in the cart')));
      await apiAdd(page, demoProduct('ceramic-mug'), 1);
      await openCart(page, session.site.url);
      found.push(...(await check(page, 'cart with a line')));
      await page.goto(`${session.site.url}/shop/p/ceramic-mug`);
      await waitForIslands(page);
      await page.waitForSelector('.kiosk-cart-pill.is-visible');
      found.push(...(await check(page, 'product page with a cart')));

      await page.close();
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
