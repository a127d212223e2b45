// The product reviews tab (spec §1): description and reviews as WAI-ARIA tabs, operated by keyboard; hidden
// entirely when the kill switch is on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, waitForIslands } from './harness/browser';
import { ADD_BUTTON, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';
import { useStorefrontExtrasOff } from './fixtures/storefront-extras-off';

const session = useSiteAndBrowser();

async function tabState(page: Page) {
  return page.$$eval('[role="tab"]', (tabs) =>
    tabs.map((tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      return {
        name: tab.textContent,
        selected: tab.getAttribute('aria-selected'),
        tabIndex: (tab as HTMLElement).tabIndex,
        panelVisible: !panel.hidden && panel.getBoundingClientRect().height > 0,
        panelLabelledByTab: panel.getAttribute('aria-labelledby') === tab.id && panel.getAttribute('role') === 'tabpanel',
      };
    }),
  );
}

const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.getAttribute('role')}:${document.activeElement?.textContent?.slice(0, 12)}`);

describe('reviews tab', () => {
  it('shows the description first, as the page printed it, without hydration changes', async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${session.site.url}/shop/p/name-necklace`);
    const before = await page.innerHTML('.product-tabs');
    await waitForIslands(page);
    expect(await page.innerHTML('.product-tabs')).toBe(before);
    expect(await page.getAttribute('[role="tablist"]', 'aria-label')).toBe('Product information');
    expect(await tabState(page)).toEqual([
      { name: 'Description', selected: 'true', tabIndex: 0, panelVisible: true, panelLabelledByTab: true },
      { name: 'Reviews (3)', selected: 'false', tabIndex: -1, panelVisible: false, panelLabelledByTab: true },
    ]);
    expect(await page.textContent('.product-tabs .product-description')).toContain('hand-engraved in our studio');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is operated by keyboard: one tab stop, arrows select, Tab enters the panel, Home/End jump', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    // Tab from the control before the tab list (the add-to-cart button) reaches the selected tab only.
    await page.focus(ADD_BUTTON);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('tab:Description');

    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('tab:Reviews (3)');
    expect((await tabState(page)).map((t) => [t.selected, t.tabIndex, t.panelVisible])).toEqual([
      ['false', -1, false],
      ['true', 0, true],
    ]);
    expect((await page.textContent('.product-reviews__summary'))?.replace(/\s+/g, ' ')).toContain('4.7 out of 5 · 3 reviews');
    expect(await page.$$eval('.product-review', (reviews) => reviews.map((r) => r.querySelector('.product-review__meta')!.textContent))).toEqual([
      'Priya S. · October 2, 2026 · Verified buyer',
      'Dana M. · September 14, 2026 · Verified buyer',
      'wren_and_co · August 30, 2026 · Imported from Etsy',
    ]);
    expect(await page.getAttribute('.product-review .product-review-stars', 'aria-label')).toBe('Rated 5 out of 5');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('tab:Reviews (3)');
    await page.keyboard.press('ArrowRight'); // wraps around
    expect(await focused(page)).toBe('tab:Description');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('tab:Reviews (3)');
    await page.keyboard.press('Home');
    expect((await tabState(page))[0]).toMatchObject({ selected: 'true', panelVisible: true });
    await page.close();
  });

  it('says there are no reviews yet on a product without any', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'gift-card');
    await page.click('[role="tab"]:has-text("Reviews (0)")');
    expect(await page.textContent('.product-reviews__empty')).toBe('No reviews yet.');
    await page.close();
  });
});

describe('the kill switch', () => {
  const fixture = useStorefrontExtrasOff();

  it('hides the reviews tab and leaves the description as printed', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(`${fixture.url}/shop/p/name-necklace`);
    await waitForIslands(page);
    expect(await page.$('[role="tablist"]')).toBeNull();
    expect(await page.$('.product-tabs[data-island]')).toBeNull();
    expect(await page.isVisible('.product-tabs .product-description')).toBe(true);
    await page.close();
  });
});
