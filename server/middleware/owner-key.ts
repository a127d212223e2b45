// The owner API key: owner-only routes (restock listings and sends) need `Authorization: Bearer <key>`,
// the key being KIOSK_OWNER_KEY. Without a configured key those routes are closed to everyone.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../errors';
import { sameSecret } from '../security/tokens';

export const OWNER_KEY_ENV = 'KIOSK_OWNER_KEY';

export const OWNER_KEY_MESSAGES = {
  missing: 'This endpoint is for the site owner: send the owner API key as "Authorization: Bearer <key>".',
  wrong: 'The owner API key is not valid.',
  notConfigured: `The owner API is off: start the server with ${OWNER_KEY_ENV} set to enable it.`,
} as const;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function refuse(message: string): HttpError {
  return new HttpError(401, message, { 'WWW-Authenticate': 'Bearer realm="kiosk-owner"' });
}

export function ownerKeyGuard(ownerKey: string | undefined): MiddlewareHandler {
  const key = ownerKey?.trim() || undefined;
  return async (c, next) => {
    if (!key) throw refuse(OWNER_KEY_MESSAGES.notConfigured);
    const sent = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!sent) throw refuse(OWNER_KEY_MESSAGES.missing);
    if (!sameSecret(sent, key)) throw refuse(OWNER_KEY_MESSAGES.wrong);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
