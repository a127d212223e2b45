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
    // Test files share one module graph per worker instead of importing it again each: 85 engine plugin files
    // took 89 s of CPU isolated and 8 s shared; the unit step spent 229 s importing isolated, 64 s shared.
    // The price: a test must not leave module state behind (none mock modules; restore what you stub).
    isolate: false,
    // One PostgreSQL for the run (DATABASE_URL, else a throw-away cluster when the binaries exist).
    globalSetup: ['test/harness/postgres-global-setup.ts'],
  },
});
