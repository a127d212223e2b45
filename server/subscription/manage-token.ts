// The token of a subscription's manage link. Checkout issues a random token (stored as its sha256) and mails it
// once; later emails cannot recover it, so they carry a token derived from the stored hash. A link is accepted
// with either, compared in constant time.
import { createHmac } from 'node:crypto';
import { sameSecret, sha256Hex } from '../security/tokens';

export const MANAGE_PAGE = '/commerce/subscriptions/manage';

/** The token of the links in renewal, payment-failed and later emails: the same for the subscription's life. */
export function laterManageToken(manageTokenHash: string): string {
  return createHmac('sha256', manageTokenHash).update('subscription-manage-link').digest('base64url');
}

export function manageTokenMatches(manageTokenHash: string, token: string): boolean {
  return sameSecret(sha256Hex(token), manageTokenHash) || sameSecret(laterManageToken(manageTokenHash), token);
}

export function manageUrl(baseUrl: string, subscriptionId: string, token: string): string {
  return `${baseUrl}${MANAGE_PAGE}?subscription=${encodeURIComponent(subscriptionId)}&token=${encodeURIComponent(token)}`;
}
