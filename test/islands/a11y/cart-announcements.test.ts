import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { cartCountMessage, followCartCount } from '../../../islands/a11y/cart-announcements';
import type { ShoppingCart } from '../../../schemas/cart';

const cart = (totalQuantity: number) => ({ totalQuantity }) as ShoppingCart;

describe('cartCountMessage', () => {
  it("says the pill's label as a sentence, and the empty cart plainly", () => {
    expect(cartCountMessage(0)).toBe('Your cart is empty.');
    expect(cartCountMessage(1)).toBe('One item in cart.');
    expect(cartCountMessage(3)).toBe('3 items in cart.');
    expect(cartCountMessage(250)).toBe('More than 100 items in cart.');
  });
});

describe('followCartCount', () => {
  it('says nothing for the cart the page loads, then each change of the count', () => {
    const store = atom<ShoppingCart | null>(null);
    const said: string[] = [];
    const stop = followCartCount(store, (message) => said.push(message));
    store.set(cart(2));
    expect(said).toEqual([]);
    store.set(cart(3));
    store.set(cart(3));
    store.set(cart(0));
    expect(said).toEqual(['3 items in cart.', 'Your cart is empty.']);
    stop();
    store.set(cart(1));
    expect(said).toHaveLength(2);
  });

  it('takes a cart already loaded as the starting count', () => {
    const store = atom<ShoppingCart | null>(cart(1));
    const said: string[] = [];
    followCartCount(store, (message) => said.push(message));
    store.set(cart(2));
    expect(said).toEqual(['2 items in cart.']);
  });
});
