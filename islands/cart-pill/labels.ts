/** What the cart pill and the template's cart indicators show and say for a quantity (spec §4 "Cart pill", §9 display cap). */

export const CART_DISPLAY_CAP = 100;

/** Marker classes of a cart indicator: set on its first sync with the server, and while the cart is empty. */
export const CART_MARKER_CLASSES = { initialized: 'cart-initialized', empty: 'cart-quantity-zero' } as const;

/** Why a page never shows the pill (spec §4): the cart page, express checkout, or the template's own cart indicator. */
export interface PillSuppression {
  onCartPage?: boolean;
  expressCheckout?: boolean;
  customCart?: boolean;
}

export function pillVisible(quantity: number, page: PillSuppression): boolean {
  return quantity > 0 && !page.onCartPage && !page.expressCheckout && !page.customCart;
}

/** The count as shown: `100+` above the cap. */
export function pillCount(quantity: number): string {
  return quantity > CART_DISPLAY_CAP ? `${CART_DISPLAY_CAP}+` : String(quantity);
}

/** The accessible label: 'Cart', 'One item in cart', '{n} items in cart', 'More than {n} items in cart'. */
export function pillLabel(quantity: number): string {
  if (quantity <= 0) return 'Cart';
  if (quantity === 1) return 'One item in cart';
  if (quantity > CART_DISPLAY_CAP) return `More than ${CART_DISPLAY_CAP} items in cart`;
  return `${quantity} items in cart`;
}
