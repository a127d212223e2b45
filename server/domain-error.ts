// The error services raise when a rule refuses a request: a code saying what kind of refusal it is (the error
// handler picks the HTTP status from it), the message to show, and any details the answer carries.

export type DomainErrorCode =
  /** the input cannot be read (not field values, a malformed header) */
  | 'malformed'
  /** a site form's answers break its rules (spec §8: a 400 with the messages by field) */
  | 'invalid_fields'
  /** the caller could not be recognised (a refused key) */
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  /** the state has moved on (a stale cart version, a variant in or out of stock) */
  | 'conflict'
  /** a rule refuses readable input (quantity, stock, options, form answers) */
  | 'rejected'
  /** a payment was declined or failed (nothing was taken) */
  | 'payment_required'
  /** a link that worked once no longer does (an expired or used-up download) */
  | 'gone'
  | 'rate_limited';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** more fields of the JSON answer beside `error` (e.g. `errors` by field, the current `shoppingCart`) */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: DomainErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}
