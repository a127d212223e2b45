// The unguessable tokens of an order's links. The status link's token is random and stored hashed; each download
// link's token is derived from it (HMAC), so whoever holds the status link can be shown the downloads again
// while the database keeps only hashes.
import { createHmac } from 'node:crypto';
import { randomToken, sha256Hex } from '../security/tokens';

export const CONFIRMATION_PAGE = '/checkout/order-confirmed';
export const STATUS_PAGE = '/commerce/orders/status';
export const DOWNLOAD_PATH = '/api/commerce/downloads';

export function newAccessToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256Hex(token) };
}

export function downloadToken(accessToken: string, orderLineId: string): string {
  return createHmac('sha256', accessToken).update(`download:${orderLineId}`).digest('base64url');
}

const query = (orderId: string, token: string) => `order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;

export const confirmationPath = (orderId: string, token: string): string => `${CONFIRMATION_PAGE}?${query(orderId, token)}`;
export const statusPath = (orderId: string, token: string): string => `${STATUS_PAGE}?${query(orderId, token)}`;
export const downloadPath = (token: string): string => `${DOWNLOAD_PATH}/${token}`;
