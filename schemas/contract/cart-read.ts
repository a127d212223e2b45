// The cart read's address and query (spec §7), apart from the cart's schemas: the site API client reads the cart
// for its crumb cookie without them (the lock screen's script stays free of the cart's rules and of React).
export const CART_PATH = '/api/commerce/shopping-cart';

/** The query spec §7 lists for a cart read (`timecode` is the current time). */
export function cartReadQuery(now: number) {
  return { mock: 'false', timecode: String(now), calculateSubtotal: 'true' };
}
