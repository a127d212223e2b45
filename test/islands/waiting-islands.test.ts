import { afterEach, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '../../schemas/cart';
import { stillWaits, waitsForCart, wakeOnce, wakeWithCart, type WaitingElement } from '../../islands/waiting-islands';
import { $cart } from '../../islands/stores/cart';
import { $selections, selectOption } from '../../islands/stores/product-form';

/** An island root: its attributes and the listeners on it. */
function island(attributes: string[], values: Record<string, string> = {}) {
  const listeners = new Map<string, () => void>();
  const element: WaitingElement = {
    hasAttribute: (name) => attributes.includes(name),
    getAttribute: (name) => (attributes.includes(name) ? values[name] ?? '' : null),
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type, listener) => void (listeners.get(type) === listener && listeners.delete(type)),
  };
  return { element, listeners };
}

afterEach(() => {
  $selections.set({});
  $cart.set(null);
});

/** A cart holding `totalQuantity` items (the only field the wake rule reads). */
const cartOf = (totalQuantity: number) => ({ totalQuantity, entries: [] }) as unknown as ShoppingCart;

describe('stillWaits', () => {
  it('waits for a form island nobody touched yet', () => {
    expect(stillWaits(island(['data-island-interaction']).element)).toBe(true);
  });

  it('does not wait once the visitor touched it or submitted it, nor for an island that hydrates on load', () => {
    expect(stillWaits(island(['data-island-interaction', 'data-island-woken']).element)).toBe(false);
    expect(stillWaits(island(['data-island-interaction', 'data-island-pending-submit']).element)).toBe(false);
    expect(stillWaits(island([]).element)).toBe(false);
  });
});

describe('wakeOnce', () => {
  it("wakes a site form on the visitor's first focus, press or submit, once, and stops listening", () => {
    const { element, listeners } = island(['data-island-interaction']);
    let wakes = 0;
    wakeOnce(element, 'SiteForm', () => wakes++);
    expect([...listeners.keys()].sort()).toEqual(['focusin', 'pointerdown', 'submit']);
    listeners.get('pointerdown')!();
    expect(wakes).toBe(1);
    expect(listeners.size).toBe(0);
  });

  it('wakes the back-in-stock forms when the visitor chooses a variant', () => {
    const { element, listeners } = island(['data-island-interaction']);
    let wakes = 0;
    wakeOnce(element, 'RestockNotifications', () => wakes++);
    selectOption('item-1', 'Size', 'M');
    selectOption('item-1', 'Size', 'L');
    expect(wakes).toBe(1);
    expect(listeners.size).toBe(0);
  });

  it('does not wake a site form on a variant choice', () => {
    const { element } = island(['data-island-interaction']);
    let wakes = 0;
    wakeOnce(element, 'SiteForm', () => wakes++);
    selectOption('item-1', 'Size', 'M');
    expect(wakes).toBe(0);
  });
});

describe('waitsForCart / wakeWithCart', () => {
  it('keeps the cart pill waiting while the cart is unknown or empty, and not an island that hydrates on load', () => {
    expect(waitsForCart(island(['data-island-cart']).element, false)).toBe(true);
    $cart.set(cartOf(0));
    expect(waitsForCart(island(['data-island-cart']).element, false)).toBe(true);
    expect(waitsForCart(island([]).element, true)).toBe(false);
    $cart.set(cartOf(2));
    expect(waitsForCart(island(['data-island-cart']).element, true)).toBe(false);
  });

  it('keeps the cart page waiting only for a visitor who holds no cart', () => {
    const cartPage = () => island(['data-island-cart'], { 'data-island-cart': 'held' }).element;
    // A held cart (or a signed-in visitor) is loaded and shown, even when it turns out empty.
    expect(waitsForCart(cartPage(), false)).toBe(false);
    expect(waitsForCart(cartPage(), true)).toBe(true);
    $cart.set(cartOf(1));
    expect(waitsForCart(cartPage(), true)).toBe(false);
  });

  it('wakes once, when the cart first holds an item', () => {
    let wakes = 0;
    wakeWithCart(() => wakes++);
    $cart.set(cartOf(0));
    expect(wakes).toBe(0);
    $cart.set(cartOf(1));
    $cart.set(cartOf(3));
    expect(wakes).toBe(1);
  });
});
