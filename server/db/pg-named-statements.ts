// Named prepared statements on PostgreSQL: each pooled connection parses and plans a query's text once, then only
// binds values to it. Kysely sends every query as an unnamed statement, which the server parses and plans anew
// each time: on a machine where PostgreSQL shares the cores with Node, that is CPU every cart change pays.
import type pg from 'pg';

/**
 * Distinct query texts given a name at most. Each is kept by every connection that ran it (server memory), and a
 * query built with a varying number of values (an IN list) makes a new text per length; past the bound, queries
 * run unnamed as before.
 */
const MAX_NAMED = 1000;

/** "cached plan must not change result type" (feature_not_supported) */
const STALE_PLAN = '0A000';
const UNNAMED = '';

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes the pool's connections run queries that carry values as named statements. Queries without values
 * (BEGIN, COMMIT, DDL) keep the simple protocol. A name stands for one text in every connection of the process.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `kiosk_${names.size + 1}`;
      names.set(text, name);
    }
    return name === UNNAMED ? undefined : name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const named: Query = (text, values, callback) => {
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
        return query(text, values, callback);
      }
      const name = nameOf(text);
      if (name === undefined) return query(text, values);
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        // A table changed under a statement this connection prepared (another instance migrated the schema): the
        // server refuses the old plan. The text runs unnamed from then on, in every connection.
        if ((error as { code?: string }).code === STALE_PLAN) names.set(text, UNNAMED);
        throw error;
      });
    };
    (client as unknown as { query: Query }).query = named;
  });
}
