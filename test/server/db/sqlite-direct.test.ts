import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { runInSqliteTransaction } from '../../../server/db/sqlite-direct';

describe('statements run straight on SQLite inside a transaction', () => {
  let database: Database | undefined;
  afterEach(async () => database?.close());

  async function open(): Promise<Database> {
    database = await openDatabase({ file: ':memory:' });
    await sql`CREATE TABLE direct_probe (k TEXT PRIMARY KEY, v INTEGER)`.execute(database.db);
    return database;
  }

  it('answers as Kysely does, and rolls back with the transaction', async () => {
    const { db } = await open();
    const insert = db.insertInto('direct_probe' as never).values({ k: 'a', v: 1 } as never).compile();
    const select = db.selectFrom('direct_probe' as never).selectAll().compile();
    const viaKysely = await db.transaction().execute(async (trx) => {
      const inserted = await trx.executeQuery(insert);
      const rows = await trx.executeQuery(select);
      throw Object.assign(new Error('roll back'), { answers: [inserted, rows] });
    }).catch((error: { answers: unknown[] }) => error.answers);
    const direct = await db.transaction().execute(async (trx) => {
      const inserted = runInSqliteTransaction(trx, insert.sql, insert.parameters);
      const rows = runInSqliteTransaction(trx, select.sql, select.parameters);
      throw Object.assign(new Error('roll back'), { answers: [inserted, rows] });
    }).catch((error: { answers: unknown[] }) => error.answers);
    expect(direct).toEqual(viaKysely);
    expect(direct[1]).toEqual({ rows: [{ k: 'a', v: 1 }] });
    // Both transactions rolled back, the direct writes with theirs.
    expect((await db.executeQuery(select)).rows).toEqual([]);
  });

  it('leaves a statement outside a transaction to Kysely', async () => {
    const { db } = await open();
    const select = db.selectFrom('direct_probe' as never).selectAll().compile();
    expect(runInSqliteTransaction(db, select.sql, select.parameters)).toBeUndefined();
  });
});
