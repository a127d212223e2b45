// Rate limiting per client address (fixed windows kept in the database, so every instance counts the same
// requests): over the limit answers 429 with Retry-After. The address comes from the connection, not from
// anything the client chooses, so new cookies do not buy a fresh allowance.
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { RATE_LIMIT_MESSAGE } from '../../schemas/api-error';
import type { ApiEnv } from '../api-env';
import { createRateLimitStore, SWEEP_BATCH } from '../db/rate-limits';
import type { Tables } from '../db/schema';
import { HttpError } from '../errors';

export interface RateLimitOptions {
  /** requests allowed per window and client */
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 20, windowMs: 10_000 };

export interface RateLimitDeps {
  db: Kysely<Tables>;
  now: () => number;
  /** the client a request counts against */
  clientOf: (c: Context) => string;
}

/** A limiter named `name` (its windows are apart from other limiters'). */
export function rateLimit(name: string, options: RateLimitOptions, deps: RateLimitDeps): MiddlewareHandler<ApiEnv> {
  const store = createRateLimitStore(deps.db);
  let nextSweep = 0;

  return async (c, next) => {
    const time = deps.now();
    // Inside a unit of work every statement goes through it (on SQLite the database's one connection is the
    // transaction's until it ends). The hit then commits with the request's other writes; a refusal rolls it
    // back, so it is counted again afterwards (refused requests count too).
    const unitOfWork = c.get('unitOfWork');
    const windows = unitOfWork ? createRateLimitStore(unitOfWork) : store;
    if (time >= nextSweep) {
      nextSweep = time + options.windowMs;
      // A full batch means more are due: the next request sweeps again, so a backlog goes a batch at a time.
      if ((await windows.purgeEndedBefore(time)) >= SWEEP_BATCH) nextSweep = time;
    }
    const bucket = `${name}:${deps.clientOf(c)}`;
    if (unitOfWork) c.set('keepAfterRollback', [...(c.get('keepAfterRollback') ?? []), async (db) => void (await createRateLimitStore(db).hit(bucket, time, options.windowMs))]);
    const window = await windows.hit(bucket, time, options.windowMs);
    if (window.hits > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      throw new HttpError(429, RATE_LIMIT_MESSAGE, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
