// The cart pill in a real browser (spec §4 "Cart pill", §9): hidden at 0, fades in, labels and count follow the
// server's cart, 100+ above 100, never on /cart.
import { describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser, waitForIslands } from './harness/browser';
import { apiAdd, apiSetQuantity, demoProduct, pillState } from './harness/cart-fixtures';
import { useSiteAndBrowser } from './harness/site-session';

const MUG = demoProduct('ceramic-mug');
// Unlimited stock: the line may hold more than 100.
const EBOOK = demoProduct('field-guide-ebook');

const session = useSiteAndBrowser();

describe('cart pill', () => {
  it('is hidden while the cart is empty (and the page loads no React for it)', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/about', { waitUntil: 'networkidle' });
    expect(await pillState(page)).toMatchObject({ visible: false, count: '0', label: 'Cart', href: '/cart' });
    expect(await page.getAttribute('html', 'data-islands')).toBeNull();
    await page.close();
  });

  it('fades in over 0.25 s after an add, with the count and "One item in cart"', async () => {
    const page = await session.browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(session.site.url + '/shop/p/ceramic-mug');
    await waitForIslands(page);
    const empty = await pillState(page);
    expect(empty).toMatchObject({ visible: false, classes: expect.arrayContaining(['cart-quantity-zero']) });
    expect(empty.classes).not.toContain('cart-initialized'); // no cart yet: nothing was synced
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    const fade = await page.evaluate(() => {
      const pill = document.querySelector('.kiosk-cart-pill')!;
      const style = getComputedStyle(pill);
      return { property: style.transitionProperty, duration: style.transitionDuration };
    });
    expect(fade.property.split(', ')[0]).toBe('opacity');
    expect(fade.duration.split(', ')[0]).toBe('0.25s');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.kiosk-cart-pill')!).opacity === '1');
    const state = await pillState(page);
    expect(state).toMatchObject({ visible: true, count: '1', label: 'One item in cart', href: '/cart' });
    expect(state.classes).toContain('cart-initialized');
    expect(state.classes).not.toContain('cart-quantity-zero');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('counts every item on the next page: "{n} items in cart"', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/about');
    expect((await apiAdd(page, EBOOK, 2)).status).toBe(200);
    await page.reload();
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    const state = await pillState(page);
    expect(state).toMatchObject({ visible: true, count: '3', label: '3 items in cart' });
    expect(state.classes).toContain('cart-initialized');
    await page.close();
  });

  it('shows 100 at 100 items and 100+ above, labelled "More than 100 items in cart"', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/about');
    const added = await apiAdd(page, EBOOK, 1);
    const ebookLine = added.body.shoppingCart!.entries.find((e) => e.itemId === EBOOK.itemId)!;
    expect((await apiSetQuantity(page, ebookLine.id, 99)).status).toBe(200); // + 1 mug = 100
    await page.reload();
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect(await pillState(page)).toMatchObject({ count: '100', label: '100 items in cart' });
    expect((await apiSetQuantity(page, ebookLine.id, 101)).status).toBe(200);
    await page.reload();
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    expect(await pillState(page)).toMatchObject({ visible: true, count: '100+', label: 'More than 100 items in cart' });
    await page.close();
  });

  it('is absent on /cart, even with items in the cart', async () => {
    const page = await session.browser.context.newPage();
    await page.goto(session.site.url + '/cart');
    await waitForIslands(page);
    await page.waitForSelector('.kiosk-cart-entry');
    const state = await pillState(page);
    expect(state.visible).toBe(false);
    expect(state.count).toBe('100+');
    await page.close();
  });
});

describe('cart pill across tabs', () => {
  it('a page that loaded no React shows the pill as soon as another tab fills the cart', async () => {
    const fresh = await launchBrowser();
    try {
      const about = await fresh.context.newPage();
      await about.goto(session.site.url + '/about', { waitUntil: 'networkidle' });
      expect(await about.getAttribute('html', 'data-islands')).toBeNull();
      const product = await fresh.context.newPage();
      await product.goto(session.site.url + '/shop/p/ceramic-mug');
      await waitForIslands(product);
      await product.click('.sqs-add-to-cart-button');
      await about.waitForSelector('.kiosk-cart-pill.is-visible');
      expect(await pillState(about)).toMatchObject({ visible: true, count: '1', label: 'One item in cart' });
    } finally {
      await fresh.close();
    }
  });
});
