/**
 * Whether a page loads the cart on start (spec §4 "Cart loading"): only for an authenticated visitor, a
 * `hasCart=true` cookie, or a cart cookie. Read by the tiny client entry too: keep it dependency-light.
 */
import { CART_COOKIE } from '../../schemas/cookies';
import { cookieValue } from './cookies';
import { hasCartCookie } from './has-cart-cookie';
import { siteUserInfo } from './site-user-cookie';

export function shouldLoadCart(cookieHeader: string): boolean {
  // CART is HttpOnly, so a page normally never sees it; hasCart is the flag scripts can read.
  if (hasCartCookie(cookieHeader) || cookieValue(cookieHeader, CART_COOKIE) !== undefined) return true;
  return siteUserInfo(cookieHeader)?.authenticated === true;
}
