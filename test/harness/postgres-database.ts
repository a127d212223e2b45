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

/**
 * A new database on `clusterUrl` (default: the run's cluster); drop() removes it. Empty, or with `migrated` a copy
 * of the run's migrated template (when the run's cluster has one): creating and migrating a database takes
 * seconds, copying the template a fraction of that. Opening either with openDatabase brings it up to date.
 */
export async function freshTestDatabase(clusterUrl = testPostgresUrl(), options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (!clusterUrl) throw new Error('no PostgreSQL for this run (see test/harness/postgres-global-setup.ts)');
  const name = uniqueDatabaseName();
  const template = options.migrated && clusterUrl === testPostgresUrl() ? inject('postgresTemplate') : undefined;
  const url = await createDatabase(clusterUrl, name, template);
  return { url, drop: () => dropDatabase(clusterUrl, name) };
}
