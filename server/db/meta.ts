// SQL for small named values the server keeps about itself (such as the hash of the seeded content).
import type { Executor } from './schema';

export function createMetaStore(q: Executor) {
  return {
    async get(key: string): Promise<string | undefined> {
      return (await q.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
    },
    async set(key: string, value: string): Promise<void> {
      await q.insertInto('meta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    },
    /** Keeps `value` unless the key has one already, and returns the one kept: instances racing agree on the first. */
    async setIfAbsent(key: string, value: string): Promise<string> {
      await q.insertInto('meta').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
      return (await q.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
    },
  };
}
