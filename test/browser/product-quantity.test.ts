// The quantity input (spec §4 when it shows, §5 min 1 / max 9999 / step 1 / default 1) per product type, and the
// typed quantity reaching the cart.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { edgeStore } from './fixtures/edge-store';
import { startFixtureSite } from './harness/fixture-site';
import { openProduct, waitForLabel } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const QUANTITY = '.product-quantity-input input[type="number"]';

const session = useSiteAndBrowser();

async function quantityInput(page: Page) {
  const input = await page.$(QUANTITY);
  if (!input) return null;
  return input.evaluate((i: HTMLInputElement) => ({
    visible: i.offsetParent !== null,
    label: i.getAttribute('aria-label'),
    min: i.min,
    max: i.max,
    step: i.step,
    value: i.value,
  }));
}

describe('quantity input', () => {
  it('shows on physical products and services with stock above 1, with the spec bounds', async () => {
    for (const slug of ['classic-tee', 'ceramic-mug', 'name-necklace', 'design-consultation']) {
      const { page, errors } = await openProduct(session.browser, session.site.url, slug);
      expect({ slug, input: await quantityInput(page) }).toEqual({
        slug,
        input: { visible: true, label: 'Quantity', min: '1', max: '9999', step: '1', value: '1' },
      });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('is absent on subscriptions, digital products and gift cards', async () => {
    for (const slug of ['coffee-subscription', 'field-guide-ebook', 'gift-card']) {
      const { page } = await openProduct(session.browser, session.site.url, slug);
      expect({ slug, input: await quantityInput(page) }).toEqual({ slug, input: null });
      await page.close();
    }
  });

  it('is absent when the total stock is 1 or less', async () => {
    const fixture = await startFixtureSite(edgeStore); // the necklace has one piece left there
    try {
      const { page } = await openProduct(session.browser, fixture.url, 'name-necklace');
      expect(await quantityInput(page)).toBeNull();
      expect(await page.isVisible('.sqs-add-to-cart-button')).toBe(true);
      await page.close();
      // The sold-out print (stock 0) shows no purchase form at all.
      const print = await openProduct(session.browser, fixture.url, 'limited-print');
      expect(await quantityInput(print.page)).toBeNull();
      await print.page.close();
    } finally {
      await fixture.close();
    }
  });

  it('adds the quantity typed', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'ceramic-mug');
    await page.fill(QUANTITY, '2');
    await page.click('.sqs-add-to-cart-button');
    await waitForLabel(page, 'Added!');
    const cart = await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json());
    expect(cart.entries.map((e: { title: string; quantity: number }) => [e.title, e.quantity])).toEqual([['Speckled Ceramic Mug', 2]]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
