// Owner routes: `Authorization: Bearer <owner API key>` (keys from `kiosk keys create`), 401 without a working
// key, 403 when the key's role may not do what the endpoint needs (schemas/owner-roles.ts).
import type { MiddlewareHandler } from 'hono';
import { PERMISSION_ACTIONS, roleMay, type OwnerPermission } from '../../schemas/owner-roles';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import type { ApiKeyService } from '../owner/api-keys';

export const OWNER_AUTH_MESSAGES = {
  missing: 'This endpoint is for the site owner: send an owner API key as "Authorization: Bearer <key>" (create one with `kiosk keys create`).',
  wrong: 'The owner API key is not valid: it is unknown or has been revoked.',
} as const;

export function forbiddenMessage(role: string, permission: OwnerPermission): string {
  return `This key's role (${role}) may not ${PERMISSION_ACTIONS[permission]}.`;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function refuse(message: string): HttpError {
  return new HttpError(401, message, { 'WWW-Authenticate': 'Bearer realm="kiosk-owner"' });
}

/** The guard of an owner endpoint that needs `permission`. */
export type OwnerGuard = (permission: OwnerPermission) => MiddlewareHandler<ApiEnv>;

export function ownerAuth(keys: ApiKeyService): OwnerGuard {
  return (permission) => async (c, next) => {
    const sent = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!sent) throw refuse(OWNER_AUTH_MESSAGES.missing);
    const key = await keys.recognise(sent);
    if (!key) throw refuse(OWNER_AUTH_MESSAGES.wrong);
    c.header('Cache-Control', 'no-store');
    if (!roleMay(key.role, permission)) throw new HttpError(403, { error: forbiddenMessage(key.role, permission), role: key.role });
    // Owner requests carry no crumb: their Idempotency-Keys are the key's own.
    c.set('idempotencyScope', `owner:${key.id}`);
    await next();
  };
}
