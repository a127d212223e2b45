// One truth under stress: a cart changed behind a page's back (409 stale version), a dropped network, and the
// rate limit (429) on a quantity change. Each time the page shows the spec §8 message and the server's cart.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAdd, apiSetQuantity, cartAlert, cartRows, cartSubtotal, demoProduct, openCart } from './harness/cart-fixtures';
import { useSiteAndBrowser } from './harness/site-session';

const EBOOK = demoProduct('field-guide-ebook'); // 9.00, unlimited
const MUG = demoProduct('ceramic-mug'); // 18.00

const session = useSiteAndBrowser();
const newPage = (): Promise<Page> => session.browser.context.newPage();

const increase = (title: string) => `[aria-label="Increase quantity of ${title}"]`;

describe('cart page against the server', () => {
  let ebookLine = '';

  it('re-syncs after a stale version (409): shows the message and the cart as the server has it', async () => {
    const page = await newPage();
    await page.goto(session.site.url + '/about');
    const added = await apiAdd(page, EBOOK, 1);
    ebookLine = added.body.shoppingCart!.entries[0].id;
    await openCart(page, session.site.url);
    expect((await cartRows(page))[0].quantity).toBe('1');

    // Another device (same cart, no broadcast to this tab) sets the quantity to 5.
    const elsewhere = await newPage();
    await elsewhere.goto(session.site.url + '/about');
    const changed = await apiSetQuantity(elsewhere, ebookLine, 5);
    expect(changed.status).toBe(200);
    await elsewhere.close();
    expect((await cartRows(page))[0].quantity).toBe('1'); // this tab does not know yet

    await page.click(increase(EBOOK.title));
    await page.waitForFunction(() => document.querySelector('.kiosk-cart__alert')?.textContent !== '');
    expect(await cartAlert(page)).toBe('Unable to update quantity Your cart changed in another window. Please review it and try again.');
    await page.waitForFunction(() => (document.querySelector('.kiosk-stepper__input') as HTMLInputElement).value === '5');
    expect(await cartSubtotal(page)).toBe('$45.00');

    // Acting again works on the fresh version.
    await page.click(increase(EBOOK.title));
    await page.waitForFunction(() => document.querySelector('.kiosk-cart-summary__subtotal dd')?.textContent === '$54.00');
    expect(await cartAlert(page)).toBe('');
    await page.close();
  });

  it('says "Please check your internet connection." when the network drops, and keeps the line', async () => {
    const page = await newPage();
    await openCart(page, session.site.url);
    await page.route('**/api/commerce/shopping-cart/**', (route) => route.abort('internetdisconnected'));
    await page.click('.kiosk-cart-entry__remove');
    await page.waitForFunction(() => document.querySelector('.kiosk-cart__alert')?.textContent !== '');
    expect(await cartAlert(page)).toBe('Unable to remove item Please check your internet connection.');
    expect(await cartRows(page)).toEqual([{ title: EBOOK.title, quantity: '6', total: '$54.00' }]);
    await page.unroute('**/api/commerce/shopping-cart/**');
    await page.close();
  });

  it('when the cart cannot be read on arrival, says why and reads it again on "Try again"', async () => {
    const page = await newPage();
    await page.route('**/api/commerce/shopping-cart?*', (route) => route.abort('internetdisconnected'));
    await page.goto(session.site.url + '/cart');
    await page.waitForSelector('.kiosk-cart__retry');
    expect(await page.textContent('.kiosk-cart__empty-title')).toBe('Please check your internet connection.');
    await page.unroute('**/api/commerce/shopping-cart?*');
    await page.click('.kiosk-cart__retry');
    await page.waitForSelector('.kiosk-cart-entry');
    expect(await cartRows(page)).toEqual([{ title: EBOOK.title, quantity: '6', total: '$54.00' }]);
    await page.close();
  });

  it('on a 429 asks to wait and leaves the quantity at the server value', async () => {
    const page = await newPage();
    await page.goto(session.site.url + '/about');
    await apiAdd(page, MUG, 1);
    await openCart(page, session.site.url);
    // Use up the visitor's quota (20 changes per 10 s) behind the page's back. The window may have begun with an
    // earlier test's requests and end during the click below, so wait for a window this loop began: 20 changes
    // allowed in a row, then the refusal.
    let status = 0;
    let allowedInARow = 0;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      status = (await apiSetQuantity(page, ebookLine, 6)).status;
      if (status !== 429) allowedInARow++;
      else if (allowedInARow >= 20) break;
      else {
        allowedInARow = 0;
        await page.waitForTimeout(200);
      }
    }
    expect([status, allowedInARow]).toEqual([429, 20]);
    await page.click(increase(MUG.title));
    await page.waitForFunction(() => document.querySelector('.kiosk-cart__alert')?.textContent !== '');
    expect(await cartAlert(page)).toBe('Unable to update quantity Please try again in a few seconds.');
    await page.waitForSelector('.kiosk-cart:not([aria-busy])');
    expect(await cartRows(page)).toEqual([
      { title: EBOOK.title, quantity: '6', total: '$54.00' },
      { title: MUG.title, quantity: '1', total: '$18.00' },
    ]);
    await page.close();
  });
});
