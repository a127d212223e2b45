// Test helper: the database a server test runs on. SQLite in memory by default; a fresh PostgreSQL database on the
// run's cluster when KIOSK_TEST_DB=postgres (`kiosk test` runs the server suite both ways). Every database made
// here is closed (and a PostgreSQL one dropped) when its test file ends.
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { freshTestDatabase, testPostgresUrl } from '../harness/postgres-database';

export type TestEngine = 'sqlite' | 'postgres';

export const TEST_ENGINE: TestEngine = process.env.KIOSK_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Few connections per app: a test file may hold dozens of apps open at once. */
const TEST_POOL_SIZE = 3;

const opened: Promise<Database>[] = [];

async function openPostgres(clusterUrl: string | undefined): Promise<Database> {
  if (!clusterUrl) throw new Error('KIOSK_TEST_DB=postgres, but this run has no PostgreSQL (set DATABASE_URL or install postgresql)');
  const made = await freshTestDatabase(clusterUrl, { migrated: true });
  const database = await openDatabase({ url: made.url, poolSize: TEST_POOL_SIZE });
  return {
    ...database,
    close: async () => {
      await database.close();
      await made.drop();
    },
  };
}

/** A new, empty, migrated database on the engine this run tests (or on `engine`). */
export function testDatabase(engine: TestEngine = TEST_ENGINE): Promise<Database> {
  const database = engine === 'postgres' ? openPostgres(testPostgresUrl()) : openDatabase({ file: ':memory:' });
  opened.push(database);
  return database;
}

afterAll(async () => {
  for (const database of opened.splice(0)) await (await database.catch(() => undefined))?.close();
});
