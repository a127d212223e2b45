// Request bodies: a size limit (413), the JSON reading every endpoint with a body shares (400 when it is not
// JSON, an empty body reads as `{}`), and the 422 answer for input that does not fit its schema.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { MAX_BODY_BYTES } from '../../schemas/contract/endpoint';
import { API_MESSAGES, bodyTooLargeMessage } from '../../schemas/messages';
import { HttpError } from '../errors';

// The shared schemas use zod/mini, which carries no messages (the browser bundle stays small); the server's
// 422 answers name the problem in English.
z.config(en());

export { MAX_BODY_BYTES };

export function limitBody(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, bodyTooLargeMessage(maxBytes));
    },
  });
}

export function invalidRequest(error: z.core.$ZodError): HttpError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new HttpError(422, { error: issues[0]?.message ?? API_MESSAGES.invalidRequest, issues });
}

/**
 * Checks that the body is JSON whatever its Content-Type (400 otherwise) before Hono's json validator reads it,
 * so the refusal has this API's status and wording. An empty body is read as `{}`.
 */
export function readJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    // A body over the limit fails here with the limiter's own error, which it turns into the 413.
    const text = await c.req.text();
    if (text.trim() === '') {
      // c.req.json() parses the cached body text (a promise at run time, whatever the type says): make it `{}`.
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve('{}');
    } else {
      try {
        JSON.parse(text);
      } catch {
        throw new HttpError(400, API_MESSAGES.notJson);
      }
    }
    await next();
  };
}
