/**
 * Express checkout (the product page's "Buy now" with the store's expressCheckout on): the item named in the
 * address goes into the cart once, then checkout prices the cart as usual.
 */
import type { CartEntry, ShoppingCart } from '../../schemas/cart';
import { ADD_ERROR_TITLES } from '../../schemas/messages';
import { cartErrorMessage } from '../stores/cart-error-message';
import type { ExpressItem } from './checkout-query';

export interface ExpressDeps {
  /** the visitor's cart as the server has it */
  readCart(): Promise<ShoppingCart>;
  /** adds a line (throws SiteApiError) */
  add(item: ExpressItem): Promise<CartEntry>;
  cookiesEnabled: boolean;
}

export type ExpressOutcome = { ok: true; added: boolean } | { ok: false; title: string; message: string };

/** The cart already holds exactly this purchase: same item and variant, same quantity (a reload or a back). */
export function hasExactLine(cart: ShoppingCart | null, item: ExpressItem): boolean {
  const lines = (cart?.entries ?? []).filter((e) => e.itemId === item.itemId && (item.sku === null || e.chosenVariant.sku === item.sku));
  return lines.length === 1 && lines[0]?.quantity === item.quantity;
}

export async function addExpressItem(item: ExpressItem, deps: ExpressDeps): Promise<ExpressOutcome> {
  // An unreadable cart is treated as one without the line: the add then says what is wrong.
  const cart = await deps.readCart().catch(() => null);
  if (hasExactLine(cart, item)) return { ok: true, added: false };
  try {
    await deps.add(item);
    return { ok: true, added: true };
  } catch (error) {
    return { ok: false, title: ADD_ERROR_TITLES.expressCheckout, message: cartErrorMessage(error, deps.cookiesEnabled) };
  }
}
