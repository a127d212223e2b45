// Keys for each use of the store's session secret (KIOSK_SESSION_SECRET, else the one kept in `meta`:
// server/page-access/session-secret.ts), derived apart so a key made for one use never serves another.
import { createHash } from 'node:crypto';

export interface SessionKeys {
  /** HMAC key of the site-user cookie */
  cookie: Buffer;
  /** AES-256-GCM key of sealed cart tokens */
  seal: Buffer;
}

export function sessionKeys(secret: string): SessionKeys {
  const derive = (use: string) => createHash('sha256').update(`kiosk:${use}:`).update(secret).digest();
  return { cookie: derive('site-user-cookie'), seal: derive('cart-seal') };
}
