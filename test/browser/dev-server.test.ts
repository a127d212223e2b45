// `npm run dev`: astro dev answers pages and /api from one process, and the islands hydrate without the
// duplicate-React and Fast Refresh preamble errors architecture.md §5 (gotchas 3 and 4) describes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { startDevServer, type DevServer } from './harness/dev-server';

let dev: DevServer;
let browser: Browser;
beforeAll(async () => {
  dev = await startDevServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('kiosk dev', () => {
  it('answers /api in the same process', async () => {
    const response = await fetch(`${dev.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the product page with hydrating islands and no console errors', async () => {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${dev.url}/shop/p/classic-tee`);
    await waitForIslands(page);
    await page.click('label[for="variant-option-Size-S"]');
    await page.click('label[for="variant-option-Color-Black"]');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-cart-pill.is-visible', { timeout: 30_000 });
    expect(await page.textContent('.kiosk-cart-pill .total-quantity')).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
  });
});
