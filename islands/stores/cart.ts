/**
 * The one cart store every island shares: the visitor's cart, its loading status (spec §4 "Cart loading")
 * and the verbs that change it.
 */
import { atom } from 'nanostores';
import type { AddEntryRequest, CartEntry, ShoppingCart } from '../../schemas/cart';
import { browserTransport, fetchCart, postCartEntry, type CartTransport } from './cart-api';

export type CartStatus = 'idle' | 'reading' | 'recalculating' | 'loaded';

export const $cart = atom<ShoppingCart | null>(null);
export const $cartStatus = atom<CartStatus>('idle');

let transport: CartTransport = browserTransport;

/** Swaps the network and cookies (tests). */
export function setCartTransport(next: CartTransport): void {
  transport = next;
}

export function totalQuantity(cart: ShoppingCart | null): number {
  return cart?.totalQuantity ?? 0;
}

/** How many of this item and variant the cart already holds (spec §5: stock minus what is in the cart). */
export function quantityInCart(cart: ShoppingCart | null, itemId: string, sku: string | null): number {
  if (!cart) return 0;
  return cart.entries
    .filter((e: CartEntry) => e.itemId === itemId && (sku === null || e.chosenVariant.sku === sku))
    .reduce((sum, e) => sum + e.quantity, 0);
}

/** Loads the cart from the server; failures leave the store as it was. */
export async function loadCart(): Promise<void> {
  $cartStatus.set('reading');
  try {
    $cart.set(await fetchCart(transport));
  } finally {
    $cartStatus.set('loaded');
  }
}

/**
 * Adds an entry; the cart store takes the server's cart. Throws CartRequestError on failure.
 * The server sets the hasCart cookie, so the next page loads the cart (and React) on start.
 */
export async function addToCart(request: AddEntryRequest): Promise<CartEntry> {
  $cartStatus.set('recalculating');
  try {
    const { shoppingCart, newlyAdded } = await postCartEntry(transport, request);
    $cart.set(shoppingCart);
    return newlyAdded;
  } finally {
    $cartStatus.set('loaded');
  }
}
