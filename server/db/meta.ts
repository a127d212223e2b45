// SQL for small named values the server keeps about itself (such as the hash of the seeded content).
import type { Db } from './database';

export function createMetaStore(db: Db) {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key: string): string | undefined => select.get(key)?.value,
    set: (key: string, value: string): void => void upsert.run(key, value),
  };
}
