// The product page by keyboard alone: every stop in Tab order shows where focus is, options and the button
// answer Enter and Space, the quantity answers the arrow keys, and an add completes without a pointer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADD_BUTTON, buttonText, openProduct, waitForLabel } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();

interface FocusStop {
  name: string;
  /** An outline or a ring is drawn around it. */
  indicated: boolean;
  inProductForm: boolean;
}

async function focused(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none';
    const name = el.getAttribute('aria-label') || el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) || el.tagName;
    return { name, indicated: outline || ring, inProductForm: !!el.closest('.product-form') };
  });
}

/** Presses Tab until focus reaches an element matching `selector`; returns every stop on the way. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return stops;
  }
  throw new Error(`focus never reached ${selector}; stops: ${stops.map((s) => s.name).join(' | ')}`);
}

describe('keyboard only', () => {
  it('tabs through the page with visible focus, the product form in reading order', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    const stops = await tabTo(page, ADD_BUTTON);
    console.log(`classic-tee: ${stops.length} Tab stops from the top of the page to the add-to-cart button`);
    const unindicated = stops.filter((s) => !s.indicated).map((s) => s.name);
    expect(unindicated).toEqual([]);
    expect(stops.filter((s) => s.inProductForm).map((s) => s.name)).toEqual(['S', 'M', 'L', 'Black', 'White', 'Quantity', 'Add To Cart']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('chooses options with Enter and Space, sets the quantity with arrows, and adds with Enter', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    // Space on the button before choosing: the alert opens on OK, Enter closes it, focus returns to the button.
    await tabTo(page, ADD_BUTTON);
    await page.keyboard.press(' ');
    await page.getByRole('alertdialog').waitFor();
    expect(await page.textContent('.kiosk-alert-message')).toBe('Please select the Size and Color option.');
    expect((await focused(page)).name).toBe('OK');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await page.evaluate((s) => document.activeElement?.matches(s), ADD_BUTTON)).toBe(true);

    // Back to the options: Shift+Tab through the quantity to White, Black... M.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe('M');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Black');
    await page.keyboard.press(' ');
    expect(await page.getAttribute('label[for="variant-option-Size-M"]', 'aria-pressed')).toBe('true');
    expect(await page.getAttribute('label[for="variant-option-Color-Black"]', 'aria-pressed')).toBe('true');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Quantity');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.inputValue('input[aria-label="Quantity"]')).toBe('3');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForLabel(page, 'Added!');
    await waitForLabel(page, 'Add To Cart');
    expect(await page.evaluate((s) => document.activeElement?.matches(s), ADD_BUTTON)).toBe(true);
    const cart = await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json());
    expect(cart.entries.map((e: { chosenVariant: { sku: string }; quantity: number }) => [e.chosenVariant.sku, e.quantity])).toEqual([['SQ-TEE-BLK-M', 3]]);
    expect(await buttonText(page)).toBe('Add To Cart');
    expect(errors).toEqual([]);
    await page.close();
  });
});
