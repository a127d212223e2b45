/** The attributes that mark an island in published HTML. Kept dependency-free: the tiny client entry reads them. */

/** `data-island="<Name>"` on the element React hydrates. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** `data-props='<json>'`: the props the island was server-rendered with. */
export const PROPS_ATTRIBUTE = 'data-props';
/**
 * Marks an island that only matters when the cart has items (the cart pill): alone on a page it does not make
 * the browser download React.
 */
export const CART_ONLY_ATTRIBUTE = 'data-island-cart';
/**
 * Its value for an island that needs React whenever the visitor holds a cart, empty or not (the cart page): it waits
 * only while the page is marked as having none (NO_CART_ATTRIBUTE) and the cart is empty.
 */
export const CART_HELD_VALUE = 'held';

export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`;

/**
 * Set on `<html>` by the client entry when the visitor holds no cart (and is not signed in): the cart page's
 * printed empty state shows instead of its loading line, and React need not come for it. Dropped when a cart arrives.
 */
export const NO_CART_ATTRIBUTE = 'data-kiosk-no-cart';

/**
 * Marks an island that waits for the visitor (a form in every footer): it does not make the browser download
 * React on load; the first focus, press or submit inside it does.
 */
export const INTERACTION_ATTRIBUTE = 'data-island-interaction';
/** Set on a form island submitted before it was ready: it submits again as soon as it is. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-island-pending-submit';
/**
 * Set on an island's element as the hydrator hands it to React: from then on React answers presses there (those
 * that come while it hydrates included). A property, not an attribute: hydrating leaves the page's markup as printed.
 * A registered symbol, the same in the client entry and the hydrator's chunk.
 */
const ROOTED = Symbol.for('kiosk.island-rooted');

export function markRooted(element: Element): void {
  (element as unknown as Record<symbol, boolean>)[ROOTED] = true;
}

export function isRooted(element: Element): boolean {
  return (element as unknown as Record<symbol, boolean>)[ROOTED] === true;
}
/** Set on an add-to-cart island pressed before React took it over (early-press.ts): it presses once it is ready. */
export const PENDING_PRESS_ATTRIBUTE = 'data-island-pending-press';
/**
 * Set on a waiting island the visitor has touched (focus, press, submit): the hydrator hydrates it with the page's
 * other islands; a waiting island nobody touched yet keeps waiting, even when React came for another island.
 */
export const WOKEN_ATTRIBUTE = 'data-island-woken';
