// Kysely queries built and compiled once per dialect, then run with each call's values: building and compiling
// a query costs more than SQLite takes to run the small statements on the API's hot paths (bench:api profile).
import type { Compilable, QueryResult, RootOperationNode } from 'kysely';
import type { Executor } from './schema';
import { runInSqliteTransaction } from './sqlite-direct';

/** Stands for the call's argument at `index` while the query is built; replaced by its value on each run. */
class Slot {
  constructor(readonly index: number) {}
}

interface Plan {
  sql: string;
  query: RootOperationNode;
  parameters: readonly unknown[];
}

/**
 * A query whose values are the call's arguments. `build` must use each argument only as a value (a column value,
 * a comparison's right side): it receives placeholders, so arithmetic or tests on them would be wrong.
 */
export function prepare<A extends unknown[], R>(build: (q: Executor, ...args: A) => Compilable<R>) {
  // One plan per dialect adapter: SQLite and PostgreSQL write parameters differently; transactions share their
  // database's adapter.
  const plans = new WeakMap<object, Plan>();
  return async (q: Executor, ...args: A): Promise<QueryResult<R>> => {
    const adapter = q.getExecutor().adapter;
    let plan = plans.get(adapter);
    if (!plan) {
      const slots = args.map((_, index) => new Slot(index)) as unknown as A;
      const compiled = build(q, ...slots).compile();
      plan = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
      plans.set(adapter, plan);
    }
    const parameters = plan.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    return runInSqliteTransaction<R>(q, plan.sql, parameters) ?? q.executeQuery<R>({ sql: plan.sql, query: plan.query, parameters, queryId: { queryId: '' } });
  };
}
