// What JavaScript a visitor downloads (issue 14 "JavaScript per page"): a page without commerce widgets and with an
// empty cart gets the client entry only; a page with islands gets React once and the chunks of the islands it has,
// nothing else. Sizes are gzip bytes of each script response; the figures are printed for every page measured.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { apiAdd, demoProduct } from './harness/cart-fixtures';
import { startSite } from './harness/site-server';

// React's element marker: present in any bundle that carries the React runtime.
const REACT_SIGNATURE = 'react.transitional.element';
/** The client entry every page loads (islands/client.ts): tiny on purpose. */
const CLIENT_ENTRY_BUDGET = 2048;
/** Issue 14 targets, with an empty cart. */
const NO_WIDGET_PAGE_BUDGET = 5 * 1024;
const PRODUCT_PAGE_BUDGET = 80 * 1024;

interface LoadedScript {
  url: string;
  gzipBytes: number;
  hasReact: boolean;
}

/** Every script `url` loads until its islands have hydrated (when it has any) and the network is quiet. */
async function scriptsLoadedBy(page: Page, url: string, options: { hydrates: boolean }): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body).length,
        hasReact: body.includes(REACT_SIGNATURE),
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (options.hydrates) {
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
  }
  return Promise.all(pending);
}

const total = (scripts: LoadedScript[]) => scripts.reduce((n, s) => n + s.gzipBytes, 0);

function print(path: string, scripts: LoadedScript[], cart = 'empty cart'): void {
  const lines = scripts.map((s) => `  ${String(s.gzipBytes).padStart(6)} B  ${s.url}${s.hasReact ? '  (React)' : ''}`);
  console.log(`${path}, ${cart}: ${scripts.length} script(s), ${total(scripts)} B gzip\n${lines.join('\n')}`);
}

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('JavaScript per page', () => {
  // The cart page too: for a visitor who holds no cart its printed empty state is the page.
  it.each(['/about', '/shop', '/cart'])('loads only the client entry on %s (no widget, empty cart)', async (path) => {
    const page = await browser.context.newPage();
    const scripts = await scriptsLoadedBy(page, site.url + path, { hydrates: false });
    print(path, scripts);
    expect(scripts.filter((s) => s.hasReact)).toEqual([]);
    expect(scripts.length).toBe(1);
    expect(scripts[0].gzipBytes).toBeLessThanOrEqual(CLIENT_ENTRY_BUDGET);
    expect(total(scripts)).toBeLessThanOrEqual(NO_WIDGET_PAGE_BUDGET);
    expect(await page.getAttribute('html', 'data-islands')).toBeNull();
    await page.close();
  });

  it('serves the lock screen its own small script, without React', async () => {
    const page = await browser.context.newPage();
    const scripts = await scriptsLoadedBy(page, site.url + '/wholesale', { hydrates: false });
    print('/wholesale (locked)', scripts);
    expect(scripts.map((s) => s.url.replace(/^.*\//, '').replace(/\..*$/, ''))).toContain('page-extras');
    expect(scripts.filter((s) => s.hasReact)).toEqual([]);
    await page.close();
  });

  it(`hydrates the product page within ${PRODUCT_PAGE_BUDGET / 1024} KB: React once, its islands, no form or cart-call code`, async () => {
    const page = await browser.context.newPage();
    const scripts = await scriptsLoadedBy(page, site.url + '/shop/p/classic-tee', { hydrates: true });
    print('/shop/p/classic-tee', scripts);
    expect(scripts.filter((s) => s.hasReact)).toHaveLength(1);
    expect(new Set(scripts.map((s) => s.url)).size).toBe(scripts.length);
    // The footer form and the back-in-stock forms wait for the visitor; the cart calls wait for a cart.
    const names = scripts.map((s) => s.url.replace(/^.*\//, ''));
    for (const unwanted of ['site-form.', 'restock-notifications.', 'cart-page.', 'search-results.', 'cart-api.', 'checkout-page.']) {
      expect(names.filter((name) => name.startsWith(unwanted))).toEqual([]);
    }
    expect(total(scripts)).toBeLessThanOrEqual(PRODUCT_PAGE_BUDGET);
    await page.close();
  });

  // Evaluating React before the first paint would hold that paint back (Lighthouse's simulated LCP counted it).
  it('asks for React only after the product page has painted', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/shop/p/classic-tee');
    await waitForIslands(page);
    const { firstPaint, reactRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      reactRequested: performance.getEntriesByType('resource').find((entry) => /\/react\.[^/]*\.js$/.test(entry.name))?.startTime,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(reactRequested).toBeGreaterThan(firstPaint!);
    await page.close();
  });

  it('hydrates /cart for a visitor with a cart: React once, without the product or checkout islands', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/about');
    expect((await apiAdd(page, demoProduct('field-guide-ebook'))).status).toBe(200);
    const scripts = await scriptsLoadedBy(page, site.url + '/cart', { hydrates: true });
    print('/cart', scripts, 'one item in the cart');
    await browser.context.clearCookies();
    expect(scripts.filter((s) => s.hasReact)).toHaveLength(1);
    const names = scripts.map((s) => s.url.replace(/^.*\//, ''));
    for (const unwanted of ['add-to-cart.', 'variant-select.', 'product-gallery.', 'checkout-page.', 'site-form.']) {
      expect(names.filter((name) => name.startsWith(unwanted))).toEqual([]);
    }
    await page.close();
  });
});
