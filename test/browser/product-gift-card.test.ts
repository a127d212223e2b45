// Gift cards (spec §5): a denomination must be chosen first, then the card goes into the cart.
import { describe, expect, it } from 'vitest';
import { alertAfterClick, buttonText, choose, openProduct, waitForLabel } from './harness/product-page';
import { useSiteAndBrowser } from './harness/site-session';

const session = useSiteAndBrowser();

describe('gift card', () => {
  it('asks for a denomination, then adds the chosen one', async () => {
    const { page, errors } = await openProduct(session.browser, session.site.url, 'gift-card');
    expect(await page.$$eval('[data-variant-option-name="Amount"][role="group"] label', (l) => l.map((x) => x.textContent))).toEqual(['$25', '$50', '$100']);
    expect(await alertAfterClick(page)).toEqual({ title: 'Unable to purchase Gift Card', message: 'Select a denomination for the Gift Card.' });
    await choose(page, 'Amount', '$50');
    expect((await page.textContent('.product-price'))?.trim()).toBe('$50.00');
    await page.click('.sqs-add-to-cart-button');
    await waitForLabel(page, 'Added!');
    await waitForLabel(page, 'Add To Cart');
    const cart = await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json());
    expect(cart.entries.map((e: { chosenVariant: { sku: string }; quantity: number; productType: string }) => [e.chosenVariant.sku, e.quantity, e.productType])).toEqual([
      ['SQ-GIFT-50', 1, 'GIFT_CARD'],
    ]);
    expect(await buttonText(page)).toBe('Add To Cart');
    expect(errors).toEqual([]);
    await page.close();
  });
});
