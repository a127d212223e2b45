/** Helpers for the product-page browser tests: open a product, pick options, read alerts and the button's labels. */
import type { Page } from 'playwright-core';
import { collectErrors, waitForIslands, type Browser } from './browser';

export const ADD_BUTTON = '.sqs-add-to-cart-button';

export interface ProductPage {
  page: Page;
  /** Console errors and page exceptions since the page opened (hydration mismatches land here). */
  errors: string[];
}

export async function openProduct(browser: Browser, siteUrl: string, slug: string): Promise<ProductPage> {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/shop/p/${slug}`);
  await waitForIslands(page);
  return { page, errors };
}

/** Clicks the option button (`label[for=variant-option-Size-M]`). */
export async function choose(page: Page, option: string, value: string): Promise<void> {
  await page.click(`label[for="variant-option-${option}-${value}"]`);
}

export async function buttonText(page: Page): Promise<string> {
  return ((await page.textContent(ADD_BUTTON)) ?? '').trim();
}

/** Presses the add-to-cart button and returns the alert it opens (title, message), closing it with OK. */
export async function alertAfterClick(page: Page): Promise<{ title: string; message: string }> {
  await page.click(ADD_BUTTON);
  return readAndCloseAlert(page);
}

export async function readAndCloseAlert(page: Page): Promise<{ title: string; message: string }> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const title = (await page.textContent('.kiosk-alert-title')) ?? '';
  const message = (await page.textContent('.kiosk-alert-message')) ?? '';
  await page.click('.kiosk-alert-ok');
  await dialog.waitFor({ state: 'detached' });
  return { title, message };
}

/**
 * Starts recording every text the add-to-cart button shows, with the ms since `start` is called, then
 * presses it (by a click, or by a key when the button has focus).
 */
export async function pressAndRecordLabels(page: Page, how: 'click' | 'Enter' | ' ' = 'click'): Promise<void> {
  await page.evaluate((selector) => {
    const button = document.querySelector(selector)!;
    const seen: [string, number][] = [];
    const started = performance.now();
    (window as unknown as { kioskLabels: typeof seen }).kioskLabels = seen;
    new MutationObserver(() => seen.push([button.textContent!.trim(), performance.now() - started])).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, ADD_BUTTON);
  if (how === 'click') await page.click(ADD_BUTTON);
  else await page.keyboard.press(how);
}

/** The labels recorded since pressAndRecordLabels, repeats collapsed: [text, ms after the press]. */
export async function recordedLabels(page: Page): Promise<[string, number][]> {
  const all = await page.evaluate(() => (window as unknown as { kioskLabels: [string, number][] }).kioskLabels);
  return all.filter(([text], i) => i === 0 || text !== all[i - 1][0]);
}

/** Waits until the button is back on `label` after Adding… / Added!. */
export async function waitForLabel(page: Page, label: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(([selector, text]) => document.querySelector(selector)?.textContent?.trim() === text, [ADD_BUTTON, label] as const, { timeout });
}
