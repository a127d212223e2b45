/**
 * Islands that wait for the visitor (INTERACTION_ATTRIBUTE: the site forms, the back-in-stock forms) keep waiting
 * when React came for the page's other islands: each hydrates at the visitor's first focus, press or submit inside
 * it, or when a store it follows changes, so a product page does not download the form code up front.
 */
import { CART_HELD_VALUE, CART_ONLY_ATTRIBUTE, INTERACTION_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, WOKEN_ATTRIBUTE } from './markers';
import type { IslandName } from './registry';
import { $cart, totalQuantity } from './stores/cart';
import { $selections } from './stores/product-form';

export interface WaitingElement {
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  addEventListener(type: string, listener: () => void, capture?: boolean): void;
  removeEventListener(type: string, listener: () => void, capture?: boolean): void;
}

/** Whether the island still waits: it waits for the visitor, and they have not touched it yet. */
export function stillWaits(element: Pick<WaitingElement, 'hasAttribute'>): boolean {
  return element.hasAttribute(INTERACTION_ATTRIBUTE) && !element.hasAttribute(WOKEN_ATTRIBUTE) && !element.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
}

/**
 * What else wakes a waiting island: the back-in-stock forms show and hide with the chosen variant, so a new choice
 * hydrates them (they render the printed choice first, then the store's, as on load).
 */
const STORE_WAKES: Partial<Record<IslandName, (wake: () => void) => () => void>> = {
  RestockNotifications: (wake) => $selections.listen(() => wake()),
};

/** Calls `wake` once: on the first focus, press or submit inside `element`, or the island's store change. */
export function wakeOnce(element: WaitingElement, name: IslandName, wake: () => void): void {
  const events = ['focusin', 'pointerdown', 'submit'];
  let stopStore: (() => void) | undefined;
  const once = () => {
    for (const type of events) element.removeEventListener(type, once, true);
    stopStore?.();
    wake();
  };
  // Capture, so a handler that stops the event on its way down does not keep the island asleep. A submit is
  // also held by the client entry (interaction-start.ts), which marks it pending for the island to send again.
  for (const type of events) element.addEventListener(type, once, true);
  stopStore = STORE_WAKES[name]?.(once);
}

/**
 * Whether a cart-only island still waits for the cart to hold something: until then its printed markup is exactly
 * what it would render, so its code is not fetched. The pill (hidden at 0 items: spec §4) waits while the cart is
 * empty; the cart page (CART_HELD_VALUE) only while, besides, the visitor holds no cart (`noCartMarked`: the page
 * shows its printed empty state), since a held cart must be loaded and shown, empty or not.
 */
export function waitsForCart(element: Pick<WaitingElement, 'hasAttribute' | 'getAttribute'>, noCartMarked: boolean): boolean {
  if (!element.hasAttribute(CART_ONLY_ATTRIBUTE) || totalQuantity($cart.get()) > 0) return false;
  return element.getAttribute(CART_ONLY_ATTRIBUTE) !== CART_HELD_VALUE || noCartMarked;
}

/** Calls `wake` once, when the cart store first holds an item (an add, a loaded cart, another tab's change). */
export function wakeWithCart(wake: () => void): void {
  const stop = $cart.listen((cart) => {
    if (totalQuantity(cart) === 0) return;
    stop();
    wake();
  });
}
