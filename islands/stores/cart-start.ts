/**
 * The cart-loading decision at page start (spec §4 "Cart loading", §6), apart from cart-loading.ts so the tiny
 * client entry, which only guesses, does not carry it.
 */
import { holdsCart } from './cart-loading';
import { hasSiteUserHint, siteUserInfo } from './site-user-cookie';

/**
 * The decision at page start: a held cart or a readable authenticated site-user cookie loads at once; a visitor
 * with only the hint cookie is confirmed by the account call first (spec §6: "detected through a user-account
 * call, which triggers cart loading").
 */
export async function cartLoadsOnStart(cookieHeader: string, isSignedIn: () => Promise<boolean>): Promise<boolean> {
  if (holdsCart(cookieHeader) || siteUserInfo(cookieHeader)?.authenticated === true) return true;
  // The hint alone proves nothing (the session may have ended): ask the server.
  return hasSiteUserHint(cookieHeader) ? isSignedIn() : false;
}
