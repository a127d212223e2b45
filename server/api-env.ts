// The Hono environment of the /api app: per-request values the middleware hands to the routes.
import type { Executor } from './db/schema';

export interface ApiEnv {
  Variables: {
    /** the visitor's CSRF crumb (from the cookie, or the one just issued) */
    crumb: string;
    /** whose Idempotency-Keys these are when not the crumb's: an owner API key (`owner:<key id>`) */
    idempotencyScope: string | undefined;
    /** a CART token issued by this request (stored with an idempotent answer so a replay can re-send it) */
    issuedCartToken: string | undefined;
    /** the JSON text of this request's answer, kept so an idempotent answer is stored without re-reading the response */
    answerText: string | undefined;
    /** the request body parsed as JSON (middleware/json-body.ts readJsonBody), before its schema checks it */
    jsonBody: unknown;
    /** the request's transaction, on routes mounted with a unit of work (middleware/unit-of-work.ts) */
    unitOfWork: Executor | undefined;
    /** writes a refused request must keep although its unit of work rolled back (a rate-limit hit), run after it */
    keepAfterRollback: ((db: Executor) => Promise<void>)[] | undefined;
  };
}
