import { afterEach, describe, expect, it } from 'vitest';
import { $cart, $cartStatus, addToCart, loadCart, quantityInCart, setCartTransport, totalQuantity } from '../../../islands/stores/cart';
import { browserTransport } from '../../../islands/stores/cart-api';
import { cartEntry, shoppingCart } from './cart-fixture';
import { fakeTransport, json } from './fake-transport';

afterEach(() => {
  $cart.set(null);
  $cartStatus.set('idle');
  setCartTransport(browserTransport);
});

describe('cart store', () => {
  it('loads the cart, tracking read in progress then loaded', async () => {
    const { transport } = fakeTransport([json(shoppingCart([cartEntry({ quantity: 2 })]))]);
    setCartTransport(transport);
    const statuses: string[] = [];
    const stop = $cartStatus.listen((s) => statuses.push(s));
    await loadCart();
    stop();
    expect(statuses).toEqual(['reading', 'loaded']);
    expect(totalQuantity($cart.get())).toBe(2);
  });

  it('takes the server cart after an add, recalculating meanwhile', async () => {
    const entry = cartEntry();
    const { transport } = fakeTransport([json({ shoppingCart: shoppingCart([entry]), newlyAdded: entry })]);
    setCartTransport(transport);
    const statuses: string[] = [];
    const stop = $cartStatus.listen((s) => statuses.push(s));
    expect(await addToCart({ itemId: 'tee', sku: 'M-BLK', quantity: 1 })).toEqual(entry);
    stop();
    expect(statuses).toEqual(['recalculating', 'loaded']);
    expect($cart.get()?.totalQuantity).toBe(1);
  });

  it('keeps the cart it had when an add fails', async () => {
    const before = shoppingCart([cartEntry()]);
    $cart.set(before);
    const { transport } = fakeTransport([json({ error: 'no' }, 400)]);
    setCartTransport(transport);
    await expect(addToCart({ itemId: 'tee' })).rejects.toThrow('no');
    expect($cart.get()).toBe(before);
    expect($cartStatus.get()).toBe('loaded');
  });

  it('counts what the cart holds of an item and variant', () => {
    const cart = shoppingCart([
      cartEntry({ id: 'a', quantity: 2 }),
      cartEntry({ id: 'b', quantity: 3, chosenVariant: { sku: 'S-BLK', attributes: {} } }),
      cartEntry({ id: 'c', itemId: 'mug', quantity: 5 }),
    ]);
    expect(quantityInCart(cart, 'tee', 'M-BLK')).toBe(2);
    expect(quantityInCart(cart, 'tee', null)).toBe(5);
    expect(quantityInCart(null, 'tee', 'M-BLK')).toBe(0);
  });
});
