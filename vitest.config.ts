import { defineConfig } from 'vitest/config';
import { cannotStartReason } from './test/harness/postgres';

// KIOSK_TEST_DB=postgres runs the server suite on PostgreSQL (`kiosk test` does, as its server-postgres step);
// on a machine with neither DATABASE_URL nor PostgreSQL's binaries that run is skipped with its reason.
const onPostgres = process.env.KIOSK_TEST_DB === 'postgres';
const postgresMissing = onPostgres && !process.env.DATABASE_URL ? cannotStartReason() : undefined;
if (postgresMissing) console.log(`The PostgreSQL run of the server tests is skipped: ${postgresMissing}.`);

export default defineConfig({
  test: {
    include: postgresMissing ? [] : onPostgres ? ['test/server/**/*.test.ts'] : ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**'],
    passWithNoTests: Boolean(postgresMissing),
    testTimeout: 20_000,
    // One PostgreSQL for the run (DATABASE_URL, else a throw-away cluster when the binaries exist).
    globalSetup: ['test/harness/postgres-global-setup.ts'],
  },
});
