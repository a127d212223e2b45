/**
 * Says the cart's item count when it changes (an add, a change on /cart, another tab), through the page's one live
 * region. The count the page starts with (the cart as loaded) is not announced: only changes are news.
 */
import type { ShoppingCart } from '../../schemas/cart';
import { pillLabel } from '../cart-pill/labels';

export interface CartSource {
  get(): ShoppingCart | null;
  listen(listener: (cart: ShoppingCart | null) => void): () => void;
}

/** "Your cart is empty.", "One item in cart.", "3 items in cart." (the pill's label, as a sentence). */
export function cartCountMessage(quantity: number): string {
  return quantity <= 0 ? 'Your cart is empty.' : `${pillLabel(quantity)}.`;
}

/** Calls `say` with the new count's message whenever a known cart's item count changes; returns the unsubscribe. */
export function followCartCount(cart: CartSource, say: (message: string) => void): () => void {
  let known = cart.get()?.totalQuantity;
  return cart.listen((next) => {
    if (next === null) return;
    if (known !== undefined && next.totalQuantity !== known) say(cartCountMessage(next.totalQuantity));
    known = next.totalQuantity;
  });
}
