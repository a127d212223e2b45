// Migration 0007-newsletter-consent on a store that already had subscribers (the form used to subscribe at once):
// they stay subscribed, marked single opt-in with their sign-up time as consent time, and can unsubscribe.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFor, type Dialect } from '../../../server/db/migrations';
import { freshTestDatabase, testPostgresUrl } from '../../harness/postgres-database';
import { TEST_ENGINE } from '../test-database';

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

async function emptyDatabase(): Promise<{ db: Kysely<any>; dialect: Dialect }> {
  if (TEST_ENGINE === 'sqlite') {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    cleanUps.push(() => db.destroy());
    return { db, dialect: 'sqlite' };
  }
  const made = await freshTestDatabase(testPostgresUrl());
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: made.url, max: 2 }) }) });
  cleanUps.push(async () => {
    await db.destroy();
    await made.drop();
  });
  return { db, dialect: 'postgres' };
}

describe('migration 0007-newsletter-consent', () => {
  it('keeps the subscribers from before it subscribed, as single opt-in since their sign-up', async () => {
    const { db, dialect } = await emptyDatabase();
    const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
    const migrator = new Migrator({ db, provider });
    const before = await migrator.migrateTo('0005-order-carrier');
    expect(before.error).toBeUndefined();
    await db.insertInto('newsletter_subscribers')
      .values({ email_key: 'old@example.com', email: 'Old@example.com', form_id: 'newsletter', page_path: '/about', created_at: 1_700_000_000_000 })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const row = await db.selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'Old@example.com', status: 'subscribed', opt_in: 'single', source: 'form', form_id: 'newsletter', page_path: '/about',
      token_key: null, confirm_token_hash: null, unsubscribe_token_hash: null, unsubscribed_at: null,
    });
    expect(Number(row.created_at)).toBe(1_700_000_000_000);
    expect(Number(row.requested_at)).toBe(1_700_000_000_000);
    expect(Number(row.confirmed_at)).toBe(1_700_000_000_000);
  });
});
