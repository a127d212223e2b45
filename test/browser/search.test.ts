// /search (page type 102) in Chromium: results for ?q= from the static index, announced in a live region; a new
// search from the page's form updates results and address; the header's search link; without JavaScript the
// form still submits to /search?q=. No tracking call is made there.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { startSite } from './harness/site-server';

const STATUS = '#sqs-search-root .search-results__status';
const TITLES = '#sqs-search-root .search-result__title';
const INPUT = '#search-query';

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function withBrowser(run: (browser: Browser) => Promise<void>, javaScriptEnabled = true): Promise<void> {
  const browser = await launchBrowser({ javaScriptEnabled });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

async function statusText(page: Page): Promise<string> {
  await page.waitForFunction((selector) => {
    const text = document.querySelector(selector)?.textContent ?? '';
    return text !== '' && text !== 'Searching…';
  }, STATUS);
  return (await page.textContent(STATUS)) ?? '';
}

describe('search page', () => {
  it('lists the matches for ?q= with title, type, excerpt and price, and announces how many', async () => {
    await withBrowser(async (browser) => {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => request.url().includes('/api/') && apiCalls.push(new URL(request.url()).pathname));
      await page.goto(site.url + '/search?q=mug');
      await waitForIslands(page);
      expect(await statusText(page)).toBe('2 results for “mug”');
      expect(await page.getAttribute(STATUS, 'role')).toBe('status');
      expect(await page.$$eval(TITLES, (titles) => titles.map((t) => t.textContent))).toEqual(['Speckled Ceramic Mug', 'Where the speckles come from']);
      const first = page.locator('#sqs-search-root .search-result').first();
      expect(await first.locator('a').getAttribute('href')).toBe('/shop/p/ceramic-mug');
      expect(await first.locator('.search-result__type').textContent()).toBe('Product');
      expect(await first.locator('.search-result__price').textContent()).toBe('$18.00');
      expect(await first.locator('.search-result__excerpt').textContent()).toContain('Hand-thrown stoneware mug');
      expect(await page.inputValue(INPUT)).toBe('mug');
      // Page views are not tracked on the search page: no census or event calls.
      expect(apiCalls.filter((path) => /census|events|RecordHit/i.test(path))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('searches again from the form without reloading, keeps the address in step, and says when nothing matches', async () => {
    await withBrowser(async (browser) => {
      const page = await browser.context.newPage();
      await page.goto(site.url + '/search?q=mug');
      await waitForIslands(page);
      await statusText(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.fill(INPUT, 'print');
      await page.press(INPUT, 'Enter');
      await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('“print”'), STATUS);
      expect(new URL(page.url()).search).toBe('?q=print');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // same document
      const titles = await page.$$eval(TITLES, (list) => list.map((t) => t.textContent));
      expect(titles.slice(0, 2)).toEqual(['Limited Edition Coastline Print', 'The Small-Batch Printing Field Guide (eBook)']);
      await page.fill(INPUT, 'zebra');
      await page.press(INPUT, 'Enter');
      await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('“zebra”'), STATUS);
      expect(await page.textContent(STATUS)).toBe('No results for “zebra”. Try another word, or browse the shop.');
      expect(await page.locator(TITLES).count()).toBe(0);
      await page.goBack();
      await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('“print”'), STATUS);
      expect(await page.inputValue(INPUT)).toBe('print');
    });
  });

  it("opens from the header's search link with the search box focused", async () => {
    await withBrowser(async (browser) => {
      const page = await browser.context.newPage();
      await page.goto(site.url + '/about');
      await page.click('a.header-icon-link[href="/search"]');
      await page.waitForURL(site.url + '/search');
      await waitForIslands(page);
      await page.waitForFunction(() => document.activeElement?.id === 'search-query');
      expect(await page.textContent(STATUS)).toBe('');
    });
  });

  it('without JavaScript, the form submits to /search?q= (results come once JavaScript runs)', async () => {
    await withBrowser(async (browser) => {
      const page = await browser.context.newPage();
      await page.goto(site.url + '/search');
      await page.fill(INPUT, 'tee');
      await page.press(INPUT, 'Enter');
      await page.waitForURL(site.url + '/search?q=tee');
      expect(await page.isVisible(INPUT)).toBe(true);
      expect(await page.locator(TITLES).count()).toBe(0);
    }, false);
  });
});
