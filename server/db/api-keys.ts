// SQL for owner API keys: one row per key, found by the hash of the key a request presents.
import type { Selectable } from 'kysely';
import { prepare } from './prepared';
import type { ApiKeysTable, Executor } from './schema';

export type ApiKeyRow = Selectable<ApiKeysTable>;

const activeByHash = prepare((q, keyHash: string) =>
  q.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).where('revoked_at', 'is', null));

const touch = prepare((q, id: string, now: number) => q.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id));

export function createApiKeyStore(q: Executor) {
  return {
    async insert(row: Omit<ApiKeyRow, 'last_used_at' | 'revoked_at'>): Promise<void> {
      await q.insertInto('api_keys').values(row).execute();
    },

    /** The working key with this hash; undefined when unknown or revoked. */
    findActive: async (keyHash: string): Promise<ApiKeyRow | undefined> => (await activeByHash(q, keyHash)).rows[0],

    markUsed: async (id: string, now: number): Promise<void> => void (await touch(q, id, now)),

    list: (): Promise<ApiKeyRow[]> => q.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id').execute(),

    /** Revokes the key with this id; false when there is no such working key. */
    async revoke(id: string, now: number): Promise<boolean> {
      const result = await q.updateTable('api_keys').set({ revoked_at: now })
        .where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
