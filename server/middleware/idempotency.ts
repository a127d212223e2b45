// Idempotency-Key support for mutations: the first successful answer is stored in the database and replayed,
// byte for byte, to repeats of the same request within 24 hours, by whichever instance the repeat reaches.
// Within a unit of work (middleware/unit-of-work.ts) the record commits or rolls back with the change itself.
import type { Kysely } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../api-env';
import { createIdempotencyStore, PURGE_BATCH } from '../db/idempotency';
import type { Tables } from '../db/schema';
import { HttpError } from '../errors';
import { sha256Hex } from '../security/tokens';
import { CART_COOKIE, readToken, setCartCookies } from './cookies';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still unanswered after this long died with its process (requests end in seconds): its key is
 * free again, so a crash does not block a visitor's retry for the whole window.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Expired keys are swept at most this often per instance (the sweep is a write; most requests need none). */
const PURGE_EVERY_MS = 60_000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress.';

/** `required`: a request without the header is refused with `missingMessage` (checkout must never run twice). */
export interface IdempotencyOptions {
  required?: boolean;
  missingMessage?: string;
}

export function idempotency(db: Kysely<Tables>, now: () => number, options: IdempotencyOptions = {}): MiddlewareHandler<ApiEnv> {
  const ownStore = createIdempotencyStore(db);
  let nextPurge = 0;

  return async (c, next) => {
    // Inside a unit of work the record is written with the change and rolled back with a refusal.
    const unitOfWork = c.get('unitOfWork');
    const store = unitOfWork ? createIdempotencyStore(unitOfWork) : ownStore;
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) {
      if (options.required) throw new HttpError(400, options.missingMessage ?? 'This request needs an Idempotency-Key header.');
      return next();
    }
    if (!KEY_SHAPE.test(key)) throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.');

    const scope = c.get('idempotencyScope') ?? c.get('crumb');
    const requestHash = sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
    const time = now();
    if (time >= nextPurge) {
      nextPurge = time + PURGE_EVERY_MS;
      // A full batch means more are due: the next request sweeps again, so a backlog goes a batch at a time.
      if ((await store.purgeOlderThan(time - IDEMPOTENCY_WINDOW_MS)) >= PURGE_BATCH) nextPurge = time;
    }

    // In a unit of work the record is written once, with the answer, when the change is done: the transaction
    // holds the key from there until it commits (a concurrent first request with the same key then fails its own
    // write and rolls back). Outside one, the key is reserved first and completed afterwards.
    const first = unitOfWork ? (await store.find(scope, key)) === undefined : await store.reserve(scope, key, requestHash, time);
    if (!first) {
      const previous = await store.find(scope, key);
      const abandoned = previous !== undefined && previous.status === null && previous.created_at < time - ABANDONED_AFTER_MS;
      if (previous && !abandoned && previous.created_at >= time - IDEMPOTENCY_WINDOW_MS) {
        if (previous.request_hash !== requestHash) {
          throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
        }
        if (previous.status === null || previous.body === null) {
          throw new HttpError(409, IN_PROGRESS);
        }
        if (previous.cart_token && !readToken(c, CART_COOKIE)) setCartCookies(c, previous.cart_token);
        c.header('Idempotent-Replayed', 'true');
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(previous.body, previous.status as 200);
      }
      // An expired or abandoned record (or one released meanwhile): this request starts afresh.
      if (previous) await store.dropRecord(scope, key, previous.created_at);
      if (!unitOfWork && !(await store.reserve(scope, key, requestHash, time))) {
        throw new HttpError(409, IN_PROGRESS);
      }
    }

    let remembered = false;
    try {
      await next();
      // Only a change that happened is remembered; a refused request may be retried with the same key.
      if (c.res.status >= 200 && c.res.status < 300) {
        const text = c.get('answerText') ?? (await c.res.clone().text());
        const cartToken = c.get('issuedCartToken') ?? null;
        if (!unitOfWork) {
          await store.complete(scope, key, c.res.status, text, cartToken);
        } else if (!(await store.recordAnswered(scope, key, requestHash, time, c.res.status, text, cartToken))) {
          // Another request with this key committed first: this one's change rolls back with the unit of work.
          throw new HttpError(409, IN_PROGRESS);
        }
        remembered = true;
      }
    } finally {
      if (!remembered && !unitOfWork) await store.release(scope, key);
    }
  };
}
