// Names of the cookies the server sets and the islands read; one list so both sides agree.

/** CSRF crumb, readable by scripts: every change echoes it in X-CSRF-Token. */
export const CRUMB_COOKIE = 'crumb';
/** The cart token, HttpOnly: scripts cannot read it, but it is a reason to load the cart when they can. */
export const CART_COOKIE = 'CART';
/** `hasCart=true` while the visitor's cart holds items: pages load the cart on start (spec §4 "Cart loading"). */
export const HAS_CART_COOKIE = 'hasCart';
/** Site-user info (spec §3): URL-encoded JSON with `authenticated` and `siteUserId`. */
export const SITE_USER_COOKIE = 'SiteUserInfo';
/**
 * `siteUserHint=1` beside the HttpOnly site-user cookie while a visitor is signed in: no secret, only a sign to the
 * islands that the account call (GET /api/site-users/account) is worth making on page start (spec §4, §6).
 */
export const SITE_USER_HINT_COOKIE = 'siteUserHint';
