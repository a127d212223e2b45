// The additional-fields form in the lightbox (spec §2, §5, §8, §9) on the name necklace: stock check, errors
// above the titles (client and server), the counter, the focus trap, Escape and focus return, the 50 px top
// margin, a template that cannot be rendered, and the add with the answers.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADD_BUTTON, openProduct, readAndCloseAlert, waitForLabel } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();
const DIALOG = '.kiosk-lightbox__dialog';
const NAME_ID = 'text-4d2a9c61';
const MESSAGE_ID = 'textarea-8e1f0b37';

async function openForm(page: Page): Promise<void> {
  await page.click(ADD_BUTTON);
  await page.waitForSelector(`${DIALOG} form`);
}

/** Each field's error and title, in page order, with their vertical positions. */
async function fieldLayout(page: Page) {
  return page.$$eval(`${DIALOG} .form-item`, (items) =>
    items.map((item) => {
      const error = item.querySelector('.field-error');
      const title = item.querySelector('.title')!;
      return {
        title: title.textContent!.replace(/\s*\*$/, ''),
        error: error?.textContent ?? null,
        errorAboveTitle: error ? error.getBoundingClientRect().bottom <= title.getBoundingClientRect().top && error.nextElementSibling === title : null,
      };
    }),
  );
}

const activeDescription = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return a ? `${a.tagName.toLowerCase()}${a.getAttribute('aria-label') ? `[${a.getAttribute('aria-label')}]` : ''}${a.id ? '#' : ''}` : '';
  });

describe('the additional-fields lightbox', () => {
  it('opens after the stock check as a labelled modal dialog with focus in the first field, without console errors', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'name-necklace');
    const stockCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/commerce/inventory/stock')) stockCalls.push(new URL(request.url()).search);
    });
    await openForm(page);
    expect(stockCalls).toHaveLength(1);
    expect(stockCalls[0]).toMatch(/^\?itemId=677fd3c9a198dee31e8f5c94$/);
    const dialog = page.getByRole('dialog', { name: 'Engraving details' });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('e.g. Amelia');
    expect(await page.textContent(`${DIALOG} button[type="submit"]`)).toBe('Add to Cart');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows 'Required' above the title of the empty required field and moves focus there; the counter turns red over 100", async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await openForm(page);
    await page.click(`${DIALOG} button[type="submit"]`);
    await page.waitForSelector(`${DIALOG} .field-error`);
    expect(await fieldLayout(page)).toEqual([
      { title: 'Name to engrave', error: 'Required', errorAboveTitle: true },
      { title: 'Gift message', error: null, errorAboveTitle: null },
    ]);
    const name = page.getByLabel('Name to engrave');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('e.g. Amelia');

    // The error follows the value: typing a name clears it.
    await name.fill('Amelia');
    expect((await fieldLayout(page))[0].error).toBeNull();

    const message = page.getByLabel('Gift message');
    await message.fill('x'.repeat(100));
    expect(await page.textContent(`${DIALOG} .field-counter`)).toBe('100 / 100');
    expect(await page.getAttribute(`${DIALOG} .field-counter`, 'class')).toBe('field-counter');
    await message.press('y');
    expect(await page.textContent(`${DIALOG} .field-counter`)).toBe('101 / 100');
    expect(await page.getAttribute(`${DIALOG} .field-counter`, 'class')).toBe('field-counter is-over');
    expect(await page.$eval(`${DIALOG} .field-counter`, (e) => getComputedStyle(e).color)).toBe('rgb(179, 38, 30)');
    expect((await fieldLayout(page))[1]).toEqual({ title: 'Gift message', error: 'You have exceeded the character limit.', errorAboveTitle: true });
    await page.close();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await openForm(page);
    const stops: string[] = [];
    for (let n = 0; n < 9; n++) {
      await page.keyboard.press('Tab');
      stops.push(await activeDescription(page));
      expect(await page.evaluate((d) => document.querySelector(d)!.contains(document.activeElement), DIALOG)).toBe(true);
    }
    // From the name field: message, submit, close, then round again.
    expect(stops.slice(0, 4)).toEqual(['textarea#', 'button', 'button[Close]', 'input#']);
    expect(stops.slice(4, 8)).toEqual(stops.slice(0, 4));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await activeDescription(page)).toBe('button[Close]');
    await page.keyboard.press('Shift+Tab');
    expect(await activeDescription(page)).toBe('button');
    await page.close();
  });

  it('closes on Escape and gives focus back to the add-to-cart button, adding nothing', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await page.focus(ADD_BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${DIALOG} form`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.kiosk-lightbox', { state: 'detached' });
    expect(await page.evaluate((s) => document.activeElement === document.querySelector(s), ADD_BUTTON)).toBe(true);
    expect(await page.textContent(ADD_BUTTON)).toBe('Add To Cart');
    await page.close();
  });

  it('sits 50 px from the top when taller than the window, and centred when it fits', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await page.setViewportSize({ width: 800, height: 360 });
    await openForm(page);
    const small = await page.$eval(DIALOG, (d) => ({ top: d.getBoundingClientRect().top, height: d.getBoundingClientRect().height, window: innerHeight }));
    expect(small.height).toBeGreaterThan(small.window);
    expect(small.top).toBe(50);
    // Growing the window re-places it: centred.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.waitForFunction((d) => document.querySelector(d)!.getBoundingClientRect().top > 50, DIALOG);
    const large = await page.$eval(DIALOG, (d) => ({ top: d.getBoundingClientRect().top, height: d.getBoundingClientRect().height, window: innerHeight }));
    expect(large.height).toBeLessThan(large.window);
    expect(Math.abs(large.top - (large.window - large.height) / 2)).toBeLessThanOrEqual(1);
    console.log(`lightbox: ${small.height}px tall in a ${small.window}px window → top ${small.top}px; in ${large.window}px → top ${large.top}px`);
    await page.close();
  });

  it("shows the server's per-field error above its title, then adds with the answers once accepted", async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'name-necklace');
    // The server's validation answer for a name the engraver cannot cut (its real rules accept this one).
    let refuse = true;
    await page.route('**/api/rest/forms/validate/**', (route) =>
      refuse
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'One or more fields is invalid, please check your entries.', errors: { [NAME_ID]: 'Only letters can be engraved.' } }),
          })
        : route.continue(),
    );
    await openForm(page);
    await page.getByLabel('Name to engrave').fill('Amelia');
    await page.getByLabel('Gift message').fill('Happy birthday!');
    await page.click(`${DIALOG} button[type="submit"]`);
    await page.waitForSelector(`${DIALOG} .field-error`);
    expect(await fieldLayout(page)).toEqual([
      { title: 'Name to engrave', error: 'Only letters can be engraved.', errorAboveTitle: true },
      { title: 'Gift message', error: null, errorAboveTitle: null },
    ]);

    refuse = false;
    const validated = page.waitForRequest((r) => r.url().includes('/api/rest/forms/validate/') && r.method() === 'POST');
    const added = page.waitForRequest((r) => r.url().endsWith('/api/commerce/shopping-cart/entries') && r.method() === 'POST');
    await page.click(`${DIALOG} button[type="submit"]`);
    const validate = await validated;
    expect(validate.headers()['x-csrf-token']).toBeTruthy();
    expect(validate.postDataJSON()).toEqual({ [NAME_ID]: 'Amelia', [MESSAGE_ID]: 'Happy birthday!' });
    const add = (await added).postDataJSON();
    expect(add).toMatchObject({ itemId: '677fd3c9a198dee31e8f5c94', quantity: 1 });
    expect(JSON.parse(add.additionalFields)).toEqual({ [NAME_ID]: 'Amelia', [MESSAGE_ID]: 'Happy birthday!' });
    await page.waitForSelector('.kiosk-lightbox', { state: 'detached' });
    await waitForLabel(page, 'Added!');
    await waitForLabel(page, 'Add To Cart');

    const cart = await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json());
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0].additionalFields).toEqual({ [NAME_ID]: 'Amelia', [MESSAGE_ID]: 'Happy birthday!' });
    expect(cart.entries[0].formSubmission.map((a: { rawTitle: string; value: string }) => `${a.rawTitle}: ${a.value}`)).toEqual([
      'Name to engrave: Amelia',
      'Gift message: Happy birthday!',
    ]);
    // The browser logs the refused validation (400) itself; nothing else went wrong.
    expect(errors.filter((e) => !/status of 400 .*\/api\/rest\/forms\/validate\//.test(e))).toEqual([]);
    await page.close();
  });

  it("refuses to open when the live stock is not enough: 'Sorry, we do not have enough of that item available.'", async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await page.route('**/api/commerce/inventory/stock?**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ results: [{ sku: 'SQ-NECKLACE-GOLD', unlimited: false, qtyInStock: 0 }] }) }),
    );
    await page.click(ADD_BUTTON);
    expect(await readAndCloseAlert(page)).toEqual({ title: 'Unable to Add Item', message: 'Sorry, we do not have enough of that item available.' });
    expect(await page.$('.kiosk-lightbox')).toBeNull();
    await page.close();
  });

  it('shows the error message in place of a form it cannot render', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'name-necklace');
    await page.route('**/api/template/GetTemplateSchema**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong. Please try again.' }) }),
    );
    await page.click(ADD_BUTTON);
    await page.waitForSelector('.kiosk-additional-fields__render-error');
    expect(await page.textContent('.kiosk-additional-fields__render-error')).toBe('Unable to send form. Please try again later.');
    expect(await page.$(`${DIALOG} form`)).toBeNull();
    await page.click('.kiosk-lightbox__close');
    await page.waitForSelector('.kiosk-lightbox', { state: 'detached' });
    await page.close();
  });
});
