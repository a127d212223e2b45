// Opens the store's database: embedded SQLite (a file in WAL mode, or ':memory:') by default, PostgreSQL when
// given a postgres:// URL. Both come back as one Kysely handle over the same tables, schema brought up to date.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { DEFAULT_DB } from '../entry';
import { migrate, type Dialect } from './migrations';
import { nameStatements } from './pg-named-statements';
import { startCheckpointer } from './sqlite-checkpointer';
import { runTransactionsDirectly } from './sqlite-direct';
import type { Tables } from './schema';

export type { Dialect };

export interface Database {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** a short description for logs: the file, or the PostgreSQL host and database (no password) */
  describe: string;
  /** answers when the database does (health checks) */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… (or postgresql://…): PostgreSQL; anything else is ignored and SQLite is used */
  url?: string;
  /** the SQLite file, ':memory:' for a throw-away one */
  file?: string;
  /** PostgreSQL connections per instance; default 10 */
  poolSize?: number;
}

const STATEMENT_CACHE_SIZE = 500;
/** SQLite's default, used again if the checkpointer thread fails */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Prepared statements kept by their SQL text: the driver prepares every query anew, and preparing costs more than
 * running the small statements the API makes.
 */
function statementCache(database: BetterSqlite3.Database): (text: string) => BetterSqlite3.Statement {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return (text) => {
    let statement = cache.get(text);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      statement = database.prepare(text);
      cache.set(text, statement);
    }
    return statement;
  };
}

/** better-sqlite3 behind Kysely's driver, preparing through `prepare`. */
function withStatementCache(database: BetterSqlite3.Database, prepare: (text: string) => BetterSqlite3.Statement): BetterSqlite3.Database {
  return new Proxy(database, {
    get: (target, property) => (property === 'prepare' ? prepare : Reflect.get(target, property, target)),
  });
}

interface Opened {
  db: Kysely<Tables>;
  describe: string;
  /** stops what runs beside the connection (before the connection closes) */
  stop?: () => Promise<void>;
}

function openSqlite(file: string): Opened {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  let stop: Opened['stop'];
  const prepare = statementCache(database);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(database, prepare) }) });
  runTransactionsDirectly(db, prepare);
  if (!inMemory) {
    database.pragma('wal_autocheckpoint = 0');
    // The worker has copied all but the last few pages of a large WAL: copying those here, through Kysely (so
    // between two transactions, never inside one) lets the next write start the WAL over instead of growing it.
    let copying = false;
    const catchUp = () => {
      if (copying) return;
      copying = true;
      sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db).catch(() => undefined).finally(() => (copying = false));
    };
    const checkpointer = startCheckpointer(file, () => database.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`), catchUp);
    stop = () => checkpointer.stop();
  }
  return { db, describe: file, stop };
}

// bigint (epoch ms, counts) and numeric (sums) come back from pg as text; the tables keep them within 2^53.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as unknown as pg.CustomTypesConfig;

function openPostgres(url: string, poolSize: number): Opened {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes });
  nameStatements(pool);
  // An idle connection the server drops (restart, failover) must not take the process down.
  pool.on('error', (error) => console.error(`[kiosk db] idle PostgreSQL connection failed: ${error.message}`));
  const parsed = new URL(url);
  return {
    db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }),
    describe: `postgresql://${parsed.host}${parsed.pathname}`,
  };
}

/** Opens the database and migrates it; rejects with a readable message when it cannot be reached. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const dialect: Dialect = isPostgresUrl(options.url) ? 'postgres' : 'sqlite';
  const { db, describe, stop } = dialect === 'postgres'
    ? openPostgres(options.url!, options.poolSize ?? 10)
    : openSqlite(options.file ?? DEFAULT_DB);
  try {
    await migrate(db, dialect);
  } catch (error) {
    await stop?.();
    await db.destroy().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot open the database ${describe}: ${reason}`, { cause: error });
  }
  return {
    db,
    dialect,
    describe,
    ping: async () => void (await sql`SELECT 1`.execute(db)),
    close: async () => {
      await stop?.();
      await db.destroy();
    },
  };
}
