// The unguessable tokens of an order's links. The status link's token is derived from a server secret and the order
// id (HMAC; random when no secret is given) and stored hashed, so the server can rebuild the link for the
// signed-in buyer's account page while the database keeps only hashes. Each download link's token is derived from
// the status token, so whoever holds the status link can be shown the downloads again.
import { createHmac } from 'node:crypto';
import { randomToken, sha256Hex } from '../security/tokens';

export const CONFIRMATION_PAGE = '/checkout/order-confirmed';
export const STATUS_PAGE = '/commerce/orders/status';
export const DOWNLOAD_PATH = '/api/commerce/downloads';

export function newAccessToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256Hex(token) };
}

/** The status token of `orderId` under `secret`: the same every time, so the account page can link to it. */
export function orderAccessToken(secret: string, orderId: string): { token: string; hash: string } {
  const token = createHmac('sha256', secret).update(`order-status:${orderId}`).digest('base64url');
  return { token, hash: sha256Hex(token) };
}

/** The status token of an order placed with `secret`, or undefined when its stored hash is of another (random) one. */
export function rebuiltAccessToken(secret: string, orderId: string, storedHash: string): string | undefined {
  const derived = orderAccessToken(secret, orderId);
  return derived.hash === storedHash ? derived.token : undefined;
}

export function downloadToken(accessToken: string, orderLineId: string): string {
  return createHmac('sha256', accessToken).update(`download:${orderLineId}`).digest('base64url');
}

const query = (orderId: string, token: string) => `order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;

export const confirmationPath = (orderId: string, token: string): string => `${CONFIRMATION_PAGE}?${query(orderId, token)}`;
export const statusPath = (orderId: string, token: string): string => `${STATUS_PAGE}?${query(orderId, token)}`;
export const downloadPath = (token: string): string => `${DOWNLOAD_PATH}/${token}`;
