// The JSON body of every /api error response; shared by islands/ and server/.
import * as z from 'zod/mini';

export { CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE } from './messages';

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
