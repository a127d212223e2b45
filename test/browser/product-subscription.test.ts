// Subscriptions: the button says Subscribe; pressing it starts a subscription cart (POST
// /api/3/commerce/cart/subscription) and opens the subscription page with its token, which shows what was chosen.
// Only physical products and services may subscribe: the server says so for anything else.
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { edgeStore } from './fixtures/edge-store';
import { waitForIslands } from './harness/browser';
import { startFixtureSite } from './harness/fixture-site';
import { alertAfterClick, buttonText, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';

const session = useSiteAndBrowser();

describe('subscription', () => {
  it('subscribes: POST with the item, then the subscription page with the cart token', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'coffee-subscription');
    expect(await buttonText(page)).toBe('Subscribe');
    expect((await page.textContent('.product-price'))?.trim()).toBe('$16.00 every 2 weeks');
    const answer = page.waitForResponse((r: Response) => new URL(r.url()).pathname === SUBSCRIPTION_API && r.request().method() === 'POST');
    await page.click('.sqs-add-to-cart-button');
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ itemId: 'f81b0ac192a468de149ea1fd', sku: 'SQ-COFFEE-SUB', qty: 1 });

    await page.waitForURL((url) => url.pathname === '/commerce/subscription');
    const cartToken = new URL(page.url()).searchParams.get('cartToken') ?? '';
    expect(cartToken).toMatch(/\S{16,}/);
    // The token in the URL is the one the server handed out for this item.
    const stored = await page.evaluate(async (url) => (await fetch(url)).json(), `${SUBSCRIPTION_API}/${encodeURIComponent(cartToken)}`);
    expect(stored).toMatchObject({ cartToken, itemId: 'f81b0ac192a468de149ea1fd', sku: 'SQ-COFFEE-SUB', qty: 1 });
    await waitForIslands(page);
    await page.waitForSelector('.subscription-summary');
    const summary = await page.$$eval('.subscription-summary__row', (rows) => rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent]));
    expect(summary).toEqual([
      ['Product', 'Fresh Roast Coffee Subscription'],
      ['Price', '$16.00 every 2 weeks'],
      ['Quantity', '1'],
    ]);
    expect(await page.textContent('h1')).toBe('Your subscription');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the subscription page says so when its token names no subscription', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(`${session.site.url}/commerce/subscription?cartToken=nope`);
    await waitForIslands(page);
    expect((await page.textContent('[role="alert"]'))?.trim()).toBe('That subscription cart does not exist.');
    await page.goto(`${session.site.url}/commerce/subscription`);
    await waitForIslands(page);
    expect((await page.textContent('[role="alert"]'))?.trim()).toBe('No subscription was chosen. Pick a subscription product and press Subscribe.');
    await page.close();
  });

  it("shows the server's refusal for a subscribable product that is neither physical nor a service", async () => {
    const fixture = await startFixtureSite(edgeStore); // the e-book is marked subscribable there
    try {
      const { page } = await openProduct(session.browser, fixture.url, 'field-guide-ebook');
      expect(await buttonText(page)).toBe('Subscribe');
      expect(await alertAfterClick(page)).toEqual({ title: 'Unable to Add Item', message: 'This product is not available as a subscription.' });
      expect(new URL(page.url()).pathname).toBe('/shop/p/field-guide-ebook');
      await page.close();
    } finally {
      await fixture.close();
    }
  });
});
