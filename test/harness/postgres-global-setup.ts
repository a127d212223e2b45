/**
 * vitest globalSetup: one PostgreSQL for the whole unit run (DATABASE_URL, else a throw-away cluster), handed to
 * the tests as inject('postgresUrl'); test files make their own databases on it (test/harness/postgres-database.ts).
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { cannotStartReason, createDatabase, dropDatabase, startThrowawayPostgres, uniqueDatabaseName } from './postgres';

/** Creates the run's migrated template on the cluster at `url`; returns its name. */
async function migratedTemplate(url: string): Promise<string> {
  const name = uniqueDatabaseName('kiosk_template');
  const database = await openDatabase({ url: await createDatabase(url, name), poolSize: 1 });
  await database.close();
  return name;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL cluster the tests may use; absent when PostgreSQL tests are skipped */
    postgresUrl?: string;
    /** a database on that cluster with every migration applied, for tests to copy (see postgres-database.ts) */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    const template = await migratedTemplate(url);
    project.provide('postgresUrl', url);
    project.provide('postgresTemplate', template);
    return () => dropDatabase(url, template);
  }
  const reason = cannotStartReason();
  if (reason) {
    console.log(`PostgreSQL tests are skipped: ${reason}; set DATABASE_URL to use a server of your own.`);
    return undefined;
  }
  const cluster = await startThrowawayPostgres();
  console.log(`PostgreSQL tests use a throw-away cluster at ${cluster.url} (started in ${cluster.startMs} ms)`);
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', await migratedTemplate(cluster.url));
  return () => cluster.stop();
}
