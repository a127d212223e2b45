// Reads a request's JSON body and checks it against a schema: 413 over the size limit, 400 when it is
// not JSON, 422 with the first problem's message when it does not fit.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { HttpError } from '../errors';

// The shared schemas use zod/mini, which carries no messages (the browser bundle stays small); the server's
// 422 answers name the problem in English.
z.config(en());

export const MAX_BODY_BYTES = 16 * 1024;

export function limitBody(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
    },
  });
}

export function invalidRequest(error: z.core.$ZodError): HttpError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new HttpError(422, { error: issues[0]?.message ?? 'The request is not valid.', issues });
}

/** The body parsed by `schema`; an empty body reads as `{}`. */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let data: unknown = {};
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
  }
  const result = z.safeParse(schema, data);
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}

/** The query parsed by `schema`, 422 when it does not fit. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const result = z.safeParse(schema, c.req.query());
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}
