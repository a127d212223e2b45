// The throw-away PostgreSQL harness: a cluster (the run's, else one started here) answers queries, and test
// databases can be created, used and dropped on it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startThrowawayPostgres, type RunningPostgres } from './postgres';
import { freshTestDatabase, testPostgresUrl } from './postgres-database';

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!testPostgresUrl() && !postgresAvailable())('throw-away PostgreSQL', () => {
  let own: RunningPostgres | undefined;
  let clusterUrl: string;

  beforeAll(async () => {
    // Without the global setup wired in, this file starts (and stops) a cluster of its own.
    const shared = testPostgresUrl();
    if (shared) clusterUrl = shared;
    else {
      own = await startThrowawayPostgres();
      clusterUrl = own.url;
    }
  }, 60_000);

  afterAll(async () => {
    await own?.stop();
  });

  it('answers select 1', async () => {
    expect(await query<{ one: number }>(clusterUrl, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('creates a database, uses it, and drops it', async () => {
    const db = await freshTestDatabase(clusterUrl);
    const name = new URL(db.url).pathname.slice(1);
    const [{ current }] = await query<{ current: string }>(db.url, 'select current_database() as current');
    expect(current).toBe(name);
    await query(db.url, 'create table probe (id int primary key)');
    await db.drop();
    expect(await query(clusterUrl, 'select 1 from pg_database where datname = $1', [name])).toEqual([]);
  });
});
