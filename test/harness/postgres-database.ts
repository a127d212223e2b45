/**
 * For test files: the run's PostgreSQL (from the global setup, else DATABASE_URL) and a fresh database on it
 * per caller. Kept apart from postgres.ts because it imports vitest, which the benchmark (plain tsx) cannot.
 */
import { inject } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres';

/** The cluster URL tests may use, or undefined when PostgreSQL tests are to be skipped. */
export function testPostgresUrl(): string | undefined {
  return inject('postgresUrl') ?? process.env.DATABASE_URL;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on `clusterUrl` (default: the run's cluster); drop() removes it. */
export async function freshTestDatabase(clusterUrl = testPostgresUrl()): Promise<TestDatabase> {
  if (!clusterUrl) throw new Error('no PostgreSQL for this run (see test/harness/postgres-global-setup.ts)');
  const name = uniqueDatabaseName();
  const url = await createDatabase(clusterUrl, name);
  return { url, drop: () => dropDatabase(clusterUrl, name) };
}
