/**
 * vitest globalSetup: one PostgreSQL for the whole unit run (DATABASE_URL, else a throw-away cluster), handed to
 * the tests as inject('postgresUrl'); test files make their own databases on it (test/harness/postgres-database.ts).
 */
import type { TestProject } from 'vitest/node';
import { cannotStartReason, startThrowawayPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL cluster the tests may use; absent when PostgreSQL tests are skipped */
    postgresUrl?: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return undefined;
  }
  const reason = cannotStartReason();
  if (reason) {
    console.log(`PostgreSQL tests are skipped: ${reason}; set DATABASE_URL to use a server of your own.`);
    return undefined;
  }
  const cluster = await startThrowawayPostgres();
  console.log(`PostgreSQL tests use a throw-away cluster at ${cluster.url} (started in ${cluster.startMs} ms)`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
