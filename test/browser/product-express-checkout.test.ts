// Express checkout (store setting websiteSettings.storeSettings.expressCheckout, off in the demo store): the
// button validates as usual, titles its alerts "Unable to Purchase Item" and goes straight to /checkout with the
// item instead of adding it. Runs on the edge-store fixture site, where the setting is on.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { edgeStore } from './fixtures/edge-store';
import { startFixtureSite } from './harness/fixture-site';
import { alertAfterClick, choose, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const TEE_ID = '3ef290f429125ebe0da95424';

const session = useSiteAndBrowser(() => startFixtureSite(edgeStore));

describe('express checkout', () => {
  it('validates first, with the express-checkout title', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    expect(await alertAfterClick(page)).toEqual({ title: 'Unable to Purchase Item', message: 'Please select the Size and Color option.' });
    // White/S is not made in this store: marked, still selectable, and explained.
    await choose(page, 'Size', 'S');
    expect(await page.textContent('label[for="variant-option-Color-White"]')).toBe('White (unavailable)');
    await choose(page, 'Color', 'White');
    expect(await alertAfterClick(page)).toEqual({
      title: 'Unable to Purchase Item',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('goes to /checkout with the item, variant and quantity, where the checkout page puts exactly that in the cart', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'classic-tee');
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await choose(page, 'Size', 'M');
    await choose(page, 'Color', 'Black');
    await page.fill('input[aria-label="Quantity"]', '2');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForURL((url) => url.pathname === '/checkout');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ itemId: TEE_ID, sku: 'SQ-TEE-BLK-M', quantity: '2' });
    // The product page itself added nothing: the checkout page adds the item, then prices the order.
    const posted = () => requests.filter((r) => r.method() === 'POST').map((r) => new URL(r.url()).pathname);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    expect(posted()[0]).toBe('/api/commerce/shopping-cart/entries');
    const summary = await page.locator('main').innerText();
    expect(summary).toContain('Classic Organic Tee');
    expect(summary).toContain('Quantity: 2');
    // The express parameters are dropped once used: a reload does not add the tee again.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Quantity: 2');
    await page.close();
  });

  it('keeps subscriptions on their own page', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'coffee-subscription');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForURL((url) => url.pathname === '/commerce/subscription');
    expect(new URL(page.url()).searchParams.get('cartToken')).toBeTruthy();
    await page.close();
  });
});
