/** What the cart pill shows and says for a quantity (spec §4 "Cart pill", §9 display cap). */

export const CART_DISPLAY_CAP = 100;

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
