// Owner API keys: issued with a role (shown once, stored as a hash), recognised on each owner request, listed and
// revoked by the owner (`kiosk keys`). Keys are 256 random bits, so a fast hash is enough to store them safely.
import type { Kysely } from 'kysely';
import { isOwnerRole, OWNER_ROLE_NAMES, type OwnerRole } from '../../schemas/owner-roles';
import { createApiKeyStore, type ApiKeyRow } from '../db/api-keys';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { randomHexId, randomToken, sha256Hex } from '../security/tokens';

/** Every key starts so: an owner (or a secret scanner) can tell what it is. */
export const API_KEY_PREFIX = 'kiosk_';
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** A key's last use is written at most this often (a write per owner request would be wasted). */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiKeyInfo {
  id: string;
  name: string;
  role: OwnerRole;
  /** the key's first characters, then "…" */
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export interface IssuedKey {
  info: ApiKeyInfo;
  /** the key itself: shown once, never stored */
  key: string;
}

function toInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    role: isOwnerRole(row.role) ? row.role : 'NONE',
    prefix: `${row.key_prefix}…`,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export function createApiKeyService(db: Kysely<Tables>, now: () => number = Date.now) {
  const store = createApiKeyStore(db);
  return {
    async issue(role: string, name: string): Promise<IssuedKey> {
      if (!isOwnerRole(role)) throw new DomainError('rejected', `Unknown role "${role}": use one of ${OWNER_ROLE_NAMES.join(', ')}.`);
      const key = `${API_KEY_PREFIX}${randomToken()}`;
      const row = { id: randomHexId(), name: name.trim() || role.toLowerCase(), role, key_hash: sha256Hex(key), key_prefix: key.slice(0, SHOWN_PREFIX_LENGTH), created_at: now() };
      await store.insert(row);
      return { info: toInfo({ ...row, last_used_at: null, revoked_at: null }), key };
    },

    /** The working key's info, or undefined for a key that is unknown or revoked. */
    async recognise(key: string): Promise<ApiKeyInfo | undefined> {
      const row = await store.findActive(sha256Hex(key));
      if (!row) return undefined;
      const time = now();
      if (row.last_used_at === null || row.last_used_at < time - LAST_USED_RESOLUTION_MS) await store.markUsed(row.id, time);
      return toInfo(row);
    },

    list: async (): Promise<ApiKeyInfo[]> => (await store.list()).map(toInfo),

    async revoke(id: string): Promise<void> {
      if (!(await store.revoke(id, now()))) throw new DomainError('not_found', `There is no working key with id ${id}.`);
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
