// Add to cart on the product page (spec §4 button states and timings, §5 validation order, §8 error texts),
// measured in Chromium against the published demo store.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADD_BUTTON, alertAfterClick, buttonText, choose, openProduct, pressAndRecordLabels, readAndCloseAlert, recordedLabels, waitForLabel,
} from './harness/product-page';
import { collectErrors } from './harness/browser';
import { useSiteAndBrowser } from './harness/site-session';

const CART_ENTRIES = '/api/commerce/shopping-cart/entries';

const session = useSiteAndBrowser();

function countAdds(requests: Request[]): number {
  return requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === CART_ENTRIES).length;
}

describe('validation (spec §5), in order, before anything is sent', () => {
  it('explains each problem of the tee in turn with the spec messages', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const quantity = 'input[aria-label="Quantity"]';

    expect(await alertAfterClick(page)).toEqual({ title: 'Unable to Add Item', message: 'Please select the Size and Color option.' });
    await choose(page, 'Size', 'L');
    expect((await alertAfterClick(page)).message).toBe('Please select the Color option.');
    await choose(page, 'Color', 'White'); // L/White has no stock
    await page.fill(quantity, '1.5'); // also wrong, but stock is checked first
    expect((await alertAfterClick(page)).message).toBe('Sorry, we do not have enough of that item available.');
    await choose(page, 'Color', 'Black');
    await page.fill(quantity, '');
    expect((await alertAfterClick(page)).message).toBe('Quantity must be a number.');
    await page.fill(quantity, '1.5');
    expect((await alertAfterClick(page)).message).toBe('Quantity must be a whole number.');
    await page.fill(quantity, '11'); // 10 in stock
    expect((await alertAfterClick(page)).message).toBe('Sorry, we do not have enough of that item available.');

    expect(countAdds(requests)).toBe(0);
    expect(await buttonText(page)).toBe('Add To Cart');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('button states (spec §4, timings §9)', () => {
  it('shows Adding… at once, Added! after 1 s, the label 2 s later, and ignores presses meanwhile', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'ceramic-mug');
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await pressAndRecordLabels(page);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent?.trim() === 'Added!', ADD_BUTTON);
    // The wrapper (the button's parent) is marked added; presses now are ignored.
    expect(await page.getAttribute('.sqs-add-to-cart-button-wrapper', 'class')).toContain('cart-added');
    // (a DOM click: Playwright's own click would wait for the button to be enabled again)
    await page.$eval(ADD_BUTTON, (button) => (button as HTMLElement).click());
    await page.keyboard.press('Enter'); // the button kept focus from the first press
    await waitForLabel(page, 'Add To Cart');

    const labels = await recordedLabels(page);
    expect(labels.map(([text]) => text)).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    const [adding, added, idle] = labels.map(([, at]) => at);
    console.log(`ceramic-mug add: Adding… at ${adding.toFixed(0)} ms, Added! at ${added.toFixed(0)} ms, label back ${(idle - added).toFixed(0)} ms later`);
    expect(adding).toBeLessThan(200);
    expect(added).toBeGreaterThanOrEqual(990);
    expect(added).toBeLessThan(1600);
    expect(idle - added).toBeGreaterThanOrEqual(1990);
    expect(idle - added).toBeLessThan(2600);
    expect(countAdds(requests)).toBe(1);
    expect(await page.getAttribute('.sqs-add-to-cart-button-wrapper', 'class')).not.toContain('cart-added');
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('labels the button per product: Add To Cart, Subscribe, or the custom label', async () => {
    const labels: Record<string, string> = {};
    for (const slug of ['classic-tee', 'coffee-subscription', 'design-consultation', 'gift-card']) {
      const { page } = await openProduct(session.browser, session.site.url, slug);
      labels[slug] = await buttonText(page);
      await page.close();
    }
    expect(labels).toEqual({
      'classic-tee': 'Add To Cart',
      'coffee-subscription': 'Subscribe',
      'design-consultation': 'Book Now', // useCustomAddButtonText
      'gift-card': 'Add To Cart',
    });
  });
});

describe('a press before React has the button', () => {
  const WRAPPER = '.sqs-add-to-cart-button-wrapper';
  for (const press of ['click', 'Enter'] as const) {
    it(`is held and made once the island is ready (${press}): the mug goes into the cart`, async () => {
      // No cart: a visitor with one sees the button only once the cart is read, after React came.
      await session.browser.context.clearCookies();
      const page = await session.browser.context.newPage();
      const errors = collectErrors(page);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // The islands' code comes over a slow network: the page shows, React is not there yet.
      await page.route((url) => /\/_astro\/hydrate\.[^/]+\.js$/.test(url.pathname), async (route) => {
        await gate;
        await route.continue();
      });
      const requests: Request[] = [];
      page.on('request', (r) => requests.push(r));
      await page.goto(`${session.site.url}/shop/p/ceramic-mug`);
      if (press === 'click') await page.click(ADD_BUTTON);
      else {
        await page.focus(ADD_BUTTON);
        await page.keyboard.press('Enter');
      }
      expect(await page.getAttribute(WRAPPER, 'data-island-pending-press')).toBe('');
      // Seen as under way meanwhile.
      expect(await page.$eval(ADD_BUTTON, (button) => getComputedStyle(button).cursor)).toBe('progress');
      expect(await page.getAttribute('html', 'data-islands')).toBeNull();
      expect(countAdds(requests)).toBe(0);

      release();
      await waitForLabel(page, 'Added!');
      expect(countAdds(requests)).toBe(1);
      await page.waitForSelector('.kiosk-cart-pill.is-visible');
      expect(await page.getAttribute(WRAPPER, 'data-island-pending-press')).toBeNull();
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('server errors (spec §8)', () => {
  it('answers a 429 with "Please try again in a few seconds." and backs off to idle 1 s later', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'field-guide-ebook');
    await page.route(`**${CART_ENTRIES}`, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '5' }, body: JSON.stringify({ error: 'Too many requests.' }) }),
    );
    await pressAndRecordLabels(page);
    expect(await readAndCloseAlert(page)).toEqual({ title: 'Unable to Add Item', message: 'Please try again in a few seconds.' });
    await waitForLabel(page, 'Add To Cart');
    const labels = await recordedLabels(page);
    expect(labels.map(([text]) => text)).toEqual(['Adding…', 'Add To Cart']);
    const backOff = labels[1][1] - labels[0][1];
    console.log(`429 back-off: label back ${backOff.toFixed(0)} ms after Adding…`);
    expect(backOff).toBeGreaterThanOrEqual(990);
    expect(backOff).toBeLessThan(1600);
    await page.close();
  });

  it('answers a crumb failure with the session-expired message', async () => {
    // A visitor without a cart: one who holds one loads it on start, and that answer's fresh crumb cookie, arriving
    // after the forged one below, would replace it (the add then succeeds and no alert comes).
    await session.browser.context.clearCookies();
    const { page } = await openProduct(session.browser, session.site.url, 'field-guide-ebook');
    await page.waitForLoadState('networkidle');
    // A crumb the server never issued: it refuses the change with crumbFail.
    await session.browser.context.addCookies([{ name: 'crumb', value: 'forged', url: session.site.url }]);
    expect(await alertAfterClick(page)).toEqual({
      title: 'Unable to Add Item',
      message: 'Your session has expired. Please reload the page and try again.',
    });
    await session.browser.context.clearCookies();
    await page.close();
  });

  it("shows the server's own message for any other refusal", async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'field-guide-ebook');
    // Ask the real server for an item it does not sell: its 404 text is shown as it is.
    await page.route(`**${CART_ENTRIES}`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, itemId: 'no-such-item' }) });
    });
    expect(await alertAfterClick(page)).toEqual({ title: 'Unable to Add Item', message: 'Sorry, that item is unavailable.' });
    await page.close();
  });
});
