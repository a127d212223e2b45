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
  };
}
