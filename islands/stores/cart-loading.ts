/**
 * Whether a page loads the cart on start (spec §4 "Cart loading"): only for an authenticated visitor, a
 * `hasCart=true` cookie, or a cart cookie. Read by the tiny client entry too: keep it dependency-light.
 */
import { CART_COOKIE } from '../../schemas/cookies';
import { cookieValue } from './cookies';
import { hasCartCookie } from './has-cart-cookie';
import { mayBeSignedIn } from './site-user-cookie';

/** A cart cookie or the hasCart flag: the visitor's browser holds a cart, signed in or not. */
export function holdsCart(cookieHeader: string): boolean {
  // CART is HttpOnly, so a page normally never sees it; hasCart is the flag scripts can read.
  return hasCartCookie(cookieHeader) || cookieValue(cookieHeader, CART_COOKIE) !== undefined;
}

/** The synchronous guess the client entry acts on (fetch React, hold the add buttons): a cart, or maybe a signed-in visitor. */
export function shouldLoadCart(cookieHeader: string): boolean {
  return holdsCart(cookieHeader) || mayBeSignedIn(cookieHeader);
}
