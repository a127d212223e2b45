// The API's error model: HttpError carries a status and the JSON body to send; onApiError answers every
// thrown error (domain errors as they are, anything else as a logged 500 that reveals nothing).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorBody {
  error: string;
  [field: string]: unknown;
}

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, body: ErrorBody | string, headers: Record<string, string> = {}) {
    const payload = typeof body === 'string' ? { error: body } : body;
    super(payload.error);
    this.name = 'HttpError';
    this.status = status;
    this.body = payload;
    this.headers = headers;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export type ErrorLogger = (message: string, error: unknown) => void;

export function createErrorHandler(log: ErrorLogger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(err.body, err.status);
    }
    log(`${c.req.method} ${c.req.path} failed`, err);
    return c.json({ error: INTERNAL_ERROR_MESSAGE }, 500);
  };
}
