// Transactions whose commit must survive a crash of the machine, not only of the process (orders, payments).
// SQLite runs them at synchronous=FULL (the WAL is synced at each commit), the rest of the API at NORMAL;
// PostgreSQL commits durably by default.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from './migrations';
import type { Tables } from './schema';

export type DurableTransaction = <T>(work: (trx: Transaction<Tables>) => Promise<T>) => Promise<T>;

export function durableTransactions(db: Kysely<Tables>, dialect: Dialect): DurableTransaction {
  if (dialect === 'postgres') return (work) => db.transaction().execute(work);
  // One connection for the pragma and the transaction: the setting is per connection, and the driver hands the
  // same connection to no one else until this is done.
  return (work) =>
    db.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
      try {
        return await connection.transaction().execute(work);
      } finally {
        await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      }
    });
}
