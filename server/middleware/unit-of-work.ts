// One transaction for a whole change request: the rate-limit hit, the Idempotency-Key record and the change they
// guard commit together (on SQLite, one commit per add to cart instead of four), and a refusal leaves none behind.
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiEnv } from '../api-env';
import type { Tables } from '../db/schema';

/** Thrown to roll the transaction back once the answer is a refusal; the answer itself stands. */
class Refused extends Error {}

/**
 * Runs the rest of the chain inside one transaction, handed on as `c.get('unitOfWork')`; every write of the
 * request must go through it (on SQLite a write through the database itself would wait for this transaction).
 * Work that waits on the network (payment providers) must not run inside: the transaction would hold SQLite's
 * one connection for that long.
 */
export function unitOfWork(db: Kysely<Tables>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // The body is read before the transaction opens, so no I/O wait happens while it holds the connection.
    await c.req.text();
    let refused = false;
    try {
      await db.transaction().execute(async (trx) => {
        c.set('unitOfWork', trx);
        await next();
        if (c.error || c.res.status >= 400) throw new Refused();
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refused = true;
    } finally {
      c.set('unitOfWork', undefined);
    }
    if (refused) for (const keep of c.get('keepAfterRollback') ?? []) await keep(db);
  };
}
