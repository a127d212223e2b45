// The tokens and URLs of the newsletter's emailed links. Each address has a random key that is never mailed; its
// links' tokens are derived from it (HMAC), so any later email can carry them again, and only their sha256 is
// stored for the lookup. The confirmation token is tied to the moment it was issued (it expires a week later);
// the unsubscribe token is the same for the address's life, as the law expects such a link to keep working.
import { createHmac } from 'node:crypto';
import { ONE_CLICK_PATH } from '../../schemas/contract/newsletter';
import { randomToken, sha256Hex } from '../security/tokens';

export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const newTokenKey = (): string => randomToken();

export function confirmToken(tokenKey: string, issuedAt: number): string {
  return createHmac('sha256', tokenKey).update(`newsletter-confirm:${issuedAt}`).digest('base64url');
}

export function unsubscribeToken(tokenKey: string): string {
  return createHmac('sha256', tokenKey).update('newsletter-unsubscribe').digest('base64url');
}

/** What is stored of a token, and what a presented one is looked up by. */
export const tokenHash = (token: string): string => sha256Hex(token);

const withToken = (baseUrl: string, path: string, token: string): string => `${baseUrl}${path}?token=${encodeURIComponent(token)}`;

export const confirmUrl = (baseUrl: string, token: string): string => withToken(baseUrl, CONFIRM_PAGE, token);
/** The page with the unsubscribe button (and, after it, re-subscribe): the link in an email's text. */
export const unsubscribePageUrl = (baseUrl: string, token: string): string => withToken(baseUrl, UNSUBSCRIBE_PAGE, token);
/** The List-Unsubscribe URL: a POST unsubscribes at once (RFC 8058), a GET leads to the page. */
export const oneClickUrl = (baseUrl: string, token: string): string => withToken(baseUrl, ONE_CLICK_PATH, token);
export const unsubscribePagePath = (token: string): string => withToken('', UNSUBSCRIBE_PAGE, token);
