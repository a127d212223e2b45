// Sale and sold-out marks (spec §4 product display status), following the chosen variant, and the low-stock
// (scarcity) notice from the merchandising context.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();

/** The visible product mark of the page's product ("sale", "sold out"), or null. */
async function visibleMark(page: Page): Promise<{ kind: string; text: string } | null> {
  return page.evaluate(() => {
    const mark = document.querySelector<HTMLElement>('.product-detail .product-mark');
    if (!mark || mark.hidden || mark.offsetParent === null) return null;
    const kind = mark.classList.contains('sold-out') ? 'sold-out' : mark.classList.contains('sale') ? 'sale' : '?';
    return { kind, text: mark.textContent!.trim() };
  });
}

async function visibleScarcity(page: Page): Promise<string[]> {
  return page.$$eval('.product-scarcity', (notices) =>
    notices.filter((n) => !(n as HTMLElement).hidden && (n as HTMLElement).offsetParent !== null).map((n) => n.textContent!.trim()),
  );
}

describe('product marks', () => {
  it('shows "sold out" on a product whose every variant has no stock, and no add button', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'limited-print');
    expect(await visibleMark(page)).toEqual({ kind: 'sold-out', text: 'sold out' });
    // Printed hidden for a restock to show; the live stock is still 0, so it stays hidden.
    await page.waitForSelector('html[data-stock-checked]', { state: 'attached' });
    expect(await page.isVisible('.sqs-add-to-cart-button')).toBe(false);
    expect(await page.isVisible('.product-sold-out-note')).toBe(true);
    await choose(page, 'Size', 'A2');
    expect(await visibleMark(page)).toEqual({ kind: 'sold-out', text: 'sold out' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows "sale" while a variant is on sale, then the chosen variant\'s own mark', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    expect(await visibleMark(page)).toEqual({ kind: 'sale', text: 'sale' });
    await choose(page, 'Size', 'M');
    expect(await visibleMark(page)).toEqual({ kind: 'sale', text: 'sale' }); // no variant chosen yet
    await choose(page, 'Color', 'Black');
    expect(await visibleMark(page)).toBeNull(); // M/Black is at full price
    await choose(page, 'Size', 'S');
    expect(await visibleMark(page)).toEqual({ kind: 'sale', text: 'sale' }); // S/Black is on sale
    await choose(page, 'Size', 'L');
    await choose(page, 'Color', 'White');
    expect(await visibleMark(page)).toEqual({ kind: 'sold-out', text: 'sold out' }); // L/White has no stock
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows no mark on a product neither on sale nor sold out', async () => {
    for (const slug of ['ceramic-mug', 'field-guide-ebook', 'gift-card']) {
      const { page } = await openProduct(session.browser, session.site.url, slug);
      expect(await visibleMark(page)).toBeNull();
      await page.close();
    }
  });
});

describe('scarcity', () => {
  it('tells how many are left on the mug (stock 3, at or under the store threshold)', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'ceramic-mug');
    expect(await visibleScarcity(page)).toEqual(['Only 3 left in stock']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says nothing where stock is above the threshold, unlimited or gone', async () => {
    for (const slug of ['classic-tee', 'name-necklace', 'design-consultation', 'limited-print']) {
      const { page } = await openProduct(session.browser, session.site.url, slug);
      expect(await visibleScarcity(page)).toEqual([]);
      await page.close();
    }
  });
});
