// Variant selectors on the product page: option order, combinations without stock marked but selectable,
// the price and the product image following the chosen variant.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, waitForIslands } from './harness/browser';
import { alertAfterClick, choose, openProduct } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();

/** Each option button of an option: its visible value, whether it is marked unavailable, what a screen reader hears. */
async function optionButtons(page: Page, option: string) {
  return page.$$eval(`.variant-radiobtn-wrapper[data-variant-option-name="${option}"] label`, (labels) =>
    labels.map((l) => ({
      value: l.firstChild?.textContent,
      marked: l.classList.contains('variant-unavailable'),
      text: l.textContent,
      struck: getComputedStyle(l).textDecorationLine.includes('line-through'),
    })),
  );
}

/** A rendition's URL (`/images/x.3f2a9c1b.750w.jpg`, publisher/images/) as its original's (`/images/x.jpg`). */
function originalOf(src: string | null): string | null {
  return src?.replace(/\.[0-9a-f]{8}\.\d+w\.(jpg|png)$/, '.$1') ?? null;
}

/** The original of the image the gallery shows first. */
async function leadImage(page: Page): Promise<string | null> {
  return originalOf(await page.getAttribute('.product-gallery .product-gallery__slide:first-child img', 'src'));
}

describe('hydration', () => {
  it('changes nothing in the product block of any product page', async () => {
    for (const slug of ['classic-tee', 'ceramic-mug', 'gift-card', 'limited-print', 'coffee-subscription', 'design-consultation']) {
      const page = await session.browser.context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${session.site.url}/shop/p/${slug}`);
      const before = await page.innerHTML('.product-detail');
      await waitForIslands(page);
      expect({ slug, same: (await page.innerHTML('.product-detail')) === before, errors }).toEqual({ slug, same: true, errors: [] });
      await page.close();
    }
  });
});

describe('variant options', () => {
  it('lists options in variantOptionOrdering order (Size, then Color)', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    expect(await page.$$eval('.product-variants .variant-option-title', (t) => t.map((x) => x.textContent))).toEqual(['Size: ', 'Color: ']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('marks a combination without stock, visually and for screen readers, and keeps it selectable', async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'classic-tee');
    expect((await optionButtons(page, 'Color')).some((b) => b.marked)).toBe(false);
    await choose(page, 'Size', 'L');
    expect(await optionButtons(page, 'Color')).toEqual([
      { value: 'Black', marked: false, text: 'Black', struck: false },
      { value: 'White', marked: true, text: 'White (sold out)', struck: true },
    ]);
    expect(await page.$eval('select[data-variant-option-name="Color"] option[value="White"]', (o) => o.textContent)).toBe('White (sold out)');
    // The mark follows the other choice: White itself marks Size L.
    await choose(page, 'Size', 'M');
    await choose(page, 'Color', 'White');
    expect((await optionButtons(page, 'Size')).map((b) => b.text)).toEqual(['S', 'M', 'L (sold out)']);
    // Still selectable: choosing it is allowed, and the add explains why it cannot be bought.
    await choose(page, 'Size', 'L');
    expect(await page.isChecked('#variant-option-Size-L')).toBe(true);
    expect(await page.isChecked('#variant-option-Size-L')).toBe(true);
    expect((await alertAfterClick(page)).message).toBe('Sorry, we do not have enough of that item available.');
    await page.close();
  });

  it("shows the chosen variant's price", async () => {
    const { page } = await openProduct(session.browser, session.site.url, 'classic-tee');
    const price = async () => (await page.textContent('.product-price'))!.replace(/\s+/g, ' ').trim();
    expect(await price()).toBe('from $20.00');
    await choose(page, 'Size', 'M');
    await choose(page, 'Color', 'Black');
    expect(await price()).toBe('$25.00');
    await choose(page, 'Size', 'S');
    expect(await price()).toBe('Sale Price:$20.00 Original Price:$25.00');
    await page.close();
  });
});

describe('variant image switching', () => {
  it("moves the chosen colour's image to the front of the gallery", async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'classic-tee');
    expect(await leadImage(page)).toBe('/images/classic-tee-black.jpg');
    await choose(page, 'Color', 'White'); // the colour alone settles the picture
    expect(await leadImage(page)).toBe('/images/classic-tee-white.jpg');
    expect((await page.$$eval('.product-gallery img', (imgs) => imgs.map((i) => i.getAttribute('src')))).map(originalOf)).toEqual([
      '/images/classic-tee-white.jpg',
      '/images/classic-tee-black.jpg',
    ]);
    await choose(page, 'Size', 'S');
    expect(await leadImage(page)).toBe('/images/classic-tee-white.jpg');
    await choose(page, 'Color', 'Black');
    expect(await leadImage(page)).toBe('/images/classic-tee-black.jpg');
    // The image the visitor sees is the lead one: it sits at the top of the gallery column.
    const top = await page.$eval('.product-gallery .product-gallery__slide:first-child', (f) => f.getBoundingClientRect().top);
    const galleryTop = await page.$eval('.product-gallery', (g) => g.getBoundingClientRect().top);
    expect(Math.abs(top - galleryTop)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
