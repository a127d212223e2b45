// The API's error model: HttpError carries a status and the JSON body to send; DomainError (services) carries a
// code that one table maps to a status. The handler answers both as they are, anything else as a logged 500.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_MESSAGES } from '../schemas/messages';
import { DomainError, type DomainErrorCode } from './domain-error';

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

export const INTERNAL_ERROR_MESSAGE = API_MESSAGES.internal;

/** The status each kind of refusal answers with. */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorCode, ContentfulStatusCode>> = {
  malformed: 400,
  invalid_fields: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rejected: 422,
  payment_required: 402,
  gone: 410,
  rate_limited: 429,
};

export type ErrorLogger = (message: string, error: unknown) => void;

export function createErrorHandler(log: ErrorLogger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(err.body, err.status);
    }
    if (err instanceof DomainError) return c.json({ error: err.message, ...err.details }, DOMAIN_ERROR_STATUS[err.code]);
    log(`${c.req.method} ${c.req.path} failed`, err);
    return c.json({ error: INTERNAL_ERROR_MESSAGE }, 500);
  };
}
