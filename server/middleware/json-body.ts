// Request bodies: a size limit (413), the JSON reading every endpoint with a body shares (400 when it is not
// JSON, an empty body reads as `{}`), and the 422 answer for input that does not fit its schema.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { MAX_BODY_BYTES } from '../../schemas/contract/endpoint';
import { API_MESSAGES, bodyTooLargeMessage } from '../../schemas/messages';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';

// The shared schemas use zod/mini, which carries no messages (the browser bundle stays small); the server's
// 422 answers name the problem in English.
z.config(en());

export { MAX_BODY_BYTES };

const DECIMAL = /^\d{1,15}$/;

/**
 * 413 for a body over `maxBytes`. A declared Content-Length is checked from the header alone, so the body is
 * then read once, later, straight from the connection (reading it here through Hono's body limit builds a fetch
 * Request and a stream around it: a tenth of an add to cart's CPU in bench:api's profile). A body without one
 * (chunked) goes through Hono's limit, which stops reading at the limit.
 */
export function limitBody(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  const streamed = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, bodyTooLargeMessage(maxBytes));
    },
  });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || !DECIMAL.test(declared) || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(declared) > maxBytes) throw new HttpError(413, bodyTooLargeMessage(maxBytes));
    await next();
  };
}

export function invalidRequest(error: z.core.$ZodError): HttpError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new HttpError(422, { error: issues[0]?.message ?? API_MESSAGES.invalidRequest, issues });
}

/**
 * Reads the body as JSON whatever its Content-Type (400 when it is not JSON; an empty body is `{}`), once, and
 * hands the value on as `c.get('jsonBody')` for the input checks (Hono's own json validator would parse the text
 * a second time).
 */
export function readJsonBody(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // A body over the limit fails here with the limiter's own error, which it turns into the 413.
    const text = await c.req.text();
    let value: unknown = {};
    if (text.trim() !== '') {
      try {
        value = JSON.parse(text);
      } catch {
        throw new HttpError(400, API_MESSAGES.notJson);
      }
    }
    c.set('jsonBody', value);
    await next();
  };
}
