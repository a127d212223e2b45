import { describe, expect, it } from 'vitest';
import { ADD_ERROR_TITLES, CART_MESSAGES } from '../../../schemas/messages';
import { addExpressItem, hasExactLine } from '../../../islands/checkout/express-item';
import { SiteApiError } from '../../../islands/site-api/api-failure';
import { cartEntry, shoppingCart } from '../stores/cart-fixture';

const ITEM = { itemId: 'tee', sku: 'M-BLK', quantity: 2 };

describe('hasExactLine', () => {
  it('is true only for one line of that item and variant with that quantity', () => {
    expect(hasExactLine(shoppingCart([cartEntry({ quantity: 2 })]), ITEM)).toBe(true);
    expect(hasExactLine(shoppingCart([cartEntry({ quantity: 1 })]), ITEM)).toBe(false);
    expect(hasExactLine(shoppingCart([cartEntry({ quantity: 2, chosenVariant: { sku: 'L-BLK', attributes: {} } })]), ITEM)).toBe(false);
    expect(hasExactLine(shoppingCart([cartEntry({ quantity: 2 })]), { itemId: 'tee', sku: null, quantity: 2 })).toBe(true);
    expect(hasExactLine(null, ITEM)).toBe(false);
  });
});

describe('addExpressItem', () => {
  it('adds the item unless the cart already holds exactly it (a reload)', async () => {
    const added: unknown[] = [];
    const deps = (cart = shoppingCart()) => ({
      readCart: async () => cart,
      add: async (item: unknown) => {
        added.push(item);
        return cartEntry();
      },
      cookiesEnabled: true,
    });
    expect(await addExpressItem(ITEM, deps())).toEqual({ ok: true, added: true });
    expect(await addExpressItem(ITEM, deps(shoppingCart([cartEntry({ quantity: 2 })])))).toEqual({ ok: true, added: false });
    expect(added).toEqual([ITEM]);
  });

  it("an unreadable cart still tries the add; a refused add says why under the express title", async () => {
    const failure = { status: 422, kind: 'server' as const, message: CART_MESSAGES.notEnoughStock, crumbFail: false, body: {} };
    const outcome = await addExpressItem(ITEM, {
      readCart: async () => Promise.reject(new Error('offline')),
      add: async () => Promise.reject(new SiteApiError(failure)),
      cookiesEnabled: true,
    });
    expect(outcome).toEqual({ ok: false, title: ADD_ERROR_TITLES.expressCheckout, message: CART_MESSAGES.notEnoughStock });
  });
});
