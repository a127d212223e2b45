// Named prepared statements on PostgreSQL: a query with values is parsed once per connection and then only bound;
// one without values (BEGIN, COMMIT) keeps the simple protocol. Runs with KIOSK_TEST_DB=postgres.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createRateLimitStore } from '../../../server/db/rate-limits';
import { TEST_ENGINE, testDatabase } from '../test-database';

it.runIf(TEST_ENGINE === 'postgres')('runs a query with values as a named statement the connection prepared once', async () => {
  const { db } = await testDatabase();
  // One connection, so the statements listed are the ones this test's queries prepared.
  await db.connection().execute(async (connection) => {
    const limits = createRateLimitStore(connection);
    const now = Date.now();
    expect((await limits.hit('named:a', now, 60_000)).hits).toBe(1);
    expect((await limits.hit('named:a', now, 60_000)).hits).toBe(2);
    expect((await limits.hit('named:b', now, 60_000)).hits).toBe(1);
    const prepared = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(connection);
    const upserts = prepared.rows.filter((row) => row.statement.includes('insert into "rate_limits"'));
    expect(upserts).toHaveLength(1);
    expect(upserts[0].name).toMatch(/^kiosk_\d+$/);
  });
});
