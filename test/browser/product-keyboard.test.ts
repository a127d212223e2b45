// The product page by keyboard alone: every stop in Tab order shows where focus is, each option is a radio group
// (one Tab stop, Space and the arrow keys choose), the quantity answers the arrow keys, and an add completes
// without a pointer.
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
    // An option's radio is hidden: its label is what shows the choice, its name and the focus ring.
    const shown = el instanceof HTMLInputElement && el.type === 'radio' && el.labels?.[0] ? el.labels[0] : el;
    const drawsRing = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
    };
    // The ring may frame the control as a whole (the header's cart: its link and the count beside it, framed while
    // the link has focus).
    const frame = shown.parentElement;
    const indicated = drawsRing(shown) || (frame !== null && frame !== document.body && drawsRing(frame));
    const name = el.getAttribute('aria-label') || shown.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) || el.tagName;
    return { name, indicated, inProductForm: !!el.closest('.product-form') };
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
    // One stop per option (its first value while none is chosen), then the quantity and the button.
    expect(stops.filter((s) => s.inProductForm).map((s) => s.name)).toEqual(['S', 'Black', 'Quantity', 'Add To Cart']);
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

    // Back to the options: Shift+Tab past the quantity and Color into Size; Space chooses the focused value, the
    // arrow keys move the choice (M), Tab goes on to Color, whose first value Space chooses (Black).
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('variant-option-Size');
    await page.keyboard.press(' ');
    for (let i = 0; i < 3 && !(await page.isChecked('#variant-option-Size-M')); i++) await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe('M');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Black');
    await page.keyboard.press(' ');
    expect(await page.isChecked('#variant-option-Size-M')).toBe(true);
    expect(await page.isChecked('#variant-option-Color-Black')).toBe(true);

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
