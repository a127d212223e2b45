// The JSON body of every /api error response; shared by islands/ and server/.
import * as z from 'zod/mini';

/**
 * `{ error, ... }`: `error` is the message to show. `crumbFail` marks a missing or wrong CSRF crumb;
 * `errors` maps form field ids to messages; a 409 also carries the current `shoppingCart`.
 */
export const ApiError = z.looseObject({
  error: z.string(),
  crumbFail: z.optional(z.boolean()),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof ApiError>;

/** The crumb failure text of spec §8 (cookies enabled). */
export const CRUMB_FAIL_MESSAGE = 'Your session has expired. Please reload the page and try again.';
/** The HTTP 429 text of spec §8. */
export const RATE_LIMIT_MESSAGE = 'Please try again in a few seconds.';
