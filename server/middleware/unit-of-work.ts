// One transaction for a whole change request: the rate-limit hit, the Idempotency-Key record and the change they
// guard commit together, and a refusal leaves none behind. Requests that arrive while one runs share its commit
// (db/commit-group.ts): on SQLite one commit per group of adds to cart instead of four per add.
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiEnv } from '../api-env';
import { createCommitGroup } from '../db/commit-group';
import type { Tables } from '../db/schema';

/**
 * Runs the rest of the chain inside a unit of work, handed on as `c.get('unitOfWork')`; every write of the
 * request must go through it (on SQLite a write through the database itself would wait for this transaction).
 * The answer leaves only once the unit's writes are committed. Work that waits on the network (payment
 * providers) must not run inside: the transaction would hold SQLite's one connection for that long.
 */
export function unitOfWork(db: Kysely<Tables>): MiddlewareHandler<ApiEnv> {
  const group = createCommitGroup(db);
  return async (c, next) => {
    // The body is read before the unit starts, so no I/O wait happens while it holds the connection.
    await c.req.text();
    try {
      await group.run(
        async (trx) => {
          c.set('unitOfWork', trx);
          await next();
          c.set('unitOfWork', undefined);
          // A refusal (returned or thrown) is rolled back; its answer stands.
          return !c.error && c.res.status < 400;
        },
        async (trx) => {
          for (const keep of c.get('keepAfterRollback') ?? []) await keep(trx);
        },
      );
    } finally {
      c.set('unitOfWork', undefined);
    }
  };
}
