/**
 * The `hasCart=true` cookie (set by the server, readable by scripts) says the visitor has a cart worth loading
 * (spec §4 "Cart loading"). Read by the tiny client entry before React is fetched: keep it dependency-light.
 */
import { HAS_CART_COOKIE } from '../../schemas/cookies';
import { cookieValue } from './cookies';

export function hasCartCookie(cookieHeader: string): boolean {
  return cookieValue(cookieHeader, HAS_CART_COOKIE) === 'true';
}
