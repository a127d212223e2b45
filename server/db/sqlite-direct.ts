// Statements of a SQLite transaction run straight on better-sqlite3: inside a transaction the connection is the
// transaction's alone, and Kysely's path to it (connection provider, promise chain) costs more than the small
// statements of the API's hot paths take to run (bench:api: 3–7 µs of Kysely against 3 µs of SQLite).
import type BetterSqlite3 from 'better-sqlite3';
import type { DialectAdapter, Kysely, QueryResult } from 'kysely';
import type { Executor } from './schema';

type StatementCache = (text: string) => BetterSqlite3.Statement;

/** Each SQLite database's prepared-statement cache, by its Kysely adapter (shared by the database and its transactions). */
const caches = new WeakMap<DialectAdapter, StatementCache>();

/** Lets transactions of `db` run their prepared queries on `prepare`'s statements (database.ts, SQLite only). */
export function runTransactionsDirectly(db: Kysely<any>, prepare: StatementCache): void {
  caches.set(db.getExecutor().adapter, prepare);
}

/**
 * Runs `sql` as Kysely's SQLite driver would, with the same result, when `q` is a transaction on SQLite; undefined
 * otherwise (the caller goes through Kysely). Never outside a transaction: there another request's open transaction
 * may hold the one connection, and a statement run beside it would join it.
 */
export function runInSqliteTransaction<R>(q: Executor, sql: string, parameters: readonly unknown[]): QueryResult<R> | undefined {
  if (!q.isTransaction) return undefined;
  const prepare = caches.get(q.getExecutor().adapter);
  if (!prepare) return undefined;
  const statement = prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}
