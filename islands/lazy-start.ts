/**
 * Decides whether a page needs React at all (SITE-CONTRACT.md "Islands"): an island other than the pill or one
 * that waits for the visitor (a form), or a cart.
 */
import { CART_ONLY_ATTRIBUTE, INTERACTION_ATTRIBUTE } from './markers';
import { shouldLoadCart } from './stores/cart-loading';

export interface MarkedElement {
  hasAttribute(name: string): boolean;
}

export function needsHydration(islands: Iterable<MarkedElement>, cookieHeader: string): boolean {
  for (const island of islands) {
    if (!island.hasAttribute(CART_ONLY_ATTRIBUTE) && !island.hasAttribute(INTERACTION_ATTRIBUTE)) return true;
  }
  return shouldLoadCart(cookieHeader);
}
