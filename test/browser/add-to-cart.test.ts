// The Foundation slice in a real browser: the product page without JS, then add to cart with the button
// states of spec §4, the cart pill, and a cart that survives a reload and a server restart.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { startSite } from './harness/site-server';

const PRODUCT = '/shop/p/classic-tee';
const BUTTON = '.sqs-add-to-cart-button';
const SIZE_M = 'label[for="variant-option-Size-M"]';
const COLOR_BLACK = 'label[for="variant-option-Color-Black"]';

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Records each text the add-to-cart button shows, with the time since the click (ms). */
async function clickAndRecordLabels(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const button = document.querySelector(selector)!;
    const seen: [string, number][] = [];
    (window as unknown as { labels: typeof seen }).labels = seen;
    let start = 0;
    new MutationObserver(() => seen.push([button.textContent!.trim(), performance.now() - start])).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    start = performance.now();
    (button as HTMLElement).click();
  }, BUTTON);
}

async function recordedLabels(page: Page): Promise<[string, number][]> {
  return page.evaluate(() => (window as unknown as { labels: [string, number][] }).labels);
}

async function pillState(page: Page) {
  return page.evaluate(() => {
    const pill = document.querySelector('.kiosk-cart-pill')!;
    const link = pill.querySelector('a')!;
    return {
      visible: pill.classList.contains('is-visible') && getComputedStyle(pill).visibility === 'visible',
      count: pill.querySelector('.total-quantity')!.textContent,
      label: link.getAttribute('aria-label'),
      href: link.getAttribute('href'),
    };
  });
}

describe('product page without JavaScript', () => {
  it('shows the price, the variant selects, the quantity input and the button', async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await browser.context.newPage();
      await page.goto(site.url + PRODUCT);
      expect(await page.textContent('.product-price')).toMatch(/\$2\d\.00/);
      // The template shows the variant buttons (the formatter's selects are hidden by its CSS).
      expect(await page.$$eval('[data-variant-option-name="Size"][role="radiogroup"] label', (l) => l.map((x) => x.textContent))).toEqual(['S', 'M', 'L']);
      expect(await page.isVisible(SIZE_M)).toBe(true);
      expect(await page.isVisible(COLOR_BLACK)).toBe(true);
      await page.click(SIZE_M);
      expect(await page.isChecked('#variant-option-Size-M')).toBe(true);
      expect(await page.isVisible('input[aria-label="Quantity"]')).toBe(true);
      expect(await page.inputValue('input[aria-label="Quantity"]')).toBe('1');
      expect((await page.textContent(BUTTON))?.trim()).toBe('Add To Cart');
      expect(await page.isVisible('.kiosk-cart-pill')).toBe(false);
    } finally {
      await browser.close();
    }
  });
});

describe('add to cart', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hydrates without changing the page or logging errors', async () => {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + PRODUCT);
    const before = await page.innerHTML('main, body');
    await waitForIslands(page);
    expect(await page.innerHTML('main, body')).toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explains a missing choice in an accessible alert and gives focus back', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + PRODUCT);
    await waitForIslands(page);
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.textContent('.kiosk-alert-title')).toBe('Unable to Add Item');
    expect(await page.textContent('.kiosk-alert-message')).toBe('Please select the Size and Color option.');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OK');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sqs-add-to-cart-button'))).toBe(true);
    await page.click('label[for="variant-option-Size-L"]');
    await page.focus('#variant-option-Color-White');
    await page.keyboard.press('Space');
    expect(await page.isChecked('#variant-option-Color-White')).toBe(true);
    await page.click(BUTTON);
    expect(await page.textContent('.kiosk-alert-message')).toBe('Sorry, we do not have enough of that item available.');
    await page.click('.kiosk-alert-ok');
    await page.close();
  });

  it("shows the chosen variant's price", async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + PRODUCT);
    await waitForIslands(page);
    const price = async () => (await page.textContent('.product-price'))!.replace(/\s+/g, ' ').trim();
    expect(await price()).toBe('from $20.00');
    await page.click(SIZE_M);
    expect(await price()).toBe('from $20.00'); // one option is not a variant yet
    await page.click(COLOR_BLACK);
    expect(await price()).toBe('$25.00');
    await page.click('label[for="variant-option-Size-S"]');
    expect(await price()).toBe('Sale Price:$20.00 Original Price:$25.00');
    await page.close();
  });

  it('adds: Adding…, Added! after 1 s, the label 2 s later; the pill shows one item', async () => {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + PRODUCT);
    await waitForIslands(page);
    expect(await pillState(page)).toMatchObject({ visible: false, count: '0', label: 'Cart' });
    await page.click(SIZE_M);
    await page.click(COLOR_BLACK);
    expect(await page.isChecked('#variant-option-Size-M')).toBe(true);
    expect(await page.inputValue('select[aria-label="Select Color"]')).toBe('Black');
    await clickAndRecordLabels(page);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent?.trim() === 'Added!', BUTTON);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent?.trim() === 'Add To Cart', BUTTON, { timeout: 10_000 });

    const labels = (await recordedLabels(page)).filter(([text], i, all) => i === 0 || text !== all[i - 1][0]);
    expect(labels.map(([text]) => text)).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    const [adding, added, idle] = labels.map(([, at]) => at);
    expect(adding).toBeLessThan(200);
    expect(added).toBeGreaterThanOrEqual(950);
    expect(added).toBeLessThan(2500);
    expect(idle - added).toBeGreaterThanOrEqual(1950);
    expect(idle - added).toBeLessThan(3000);

    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect(await pillState(page)).toEqual({ visible: true, count: '1', label: 'One item in cart', href: '/cart' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the cart across a reload', async () => {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + PRODUCT);
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect(await pillState(page)).toEqual({ visible: true, count: '1', label: 'One item in cart', href: '/cart' });
    await page.goto(site.url + '/about');
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect((await pillState(page)).count).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the cart across a server restart', async () => {
    await site.close();
    site = await startSite(site.dbPath);
    const page = await browser.context.newPage();
    await page.goto(site.url + PRODUCT);
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect(await pillState(page)).toEqual({ visible: true, count: '1', label: 'One item in cart', href: '/cart' });
    await page.close();
  });

  it('hides the pill on the cart page', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/cart');
    await waitForIslands(page);
    await page.waitForTimeout(500);
    expect((await pillState(page)).visible).toBe(false);
    await page.close();
  });
});
