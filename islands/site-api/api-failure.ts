/**
 * The one failure shape of every site API call, the result that carries it, and the one error class for callers
 * that throw (the cart store). Each island picks the text to show from it (spec §8).
 */

/** `network`: no answer at all; `server`: an error answer; `protocol`: an answer the schemas reject. */
export type FailureKind = 'network' | 'server' | 'protocol';

export interface ApiFailure {
  /** the HTTP status; 0 when no answer came */
  status: number;
  kind: FailureKind;
  /** the server's text (its `message`, else its `error`), or what went wrong with the call */
  message: string;
  /** a refused form's messages by field id (the answer's `errors`) */
  fieldErrors?: Readonly<Record<string, string>>;
  /** a missing or wrong CSRF crumb */
  crumbFail: boolean;
  /** seconds to wait, when the answer says (429) */
  retryAfter?: number;
  /** the answer's JSON body as it came (a 409 carries the current shoppingCart) */
  body: unknown;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; failure: ApiFailure };

/** A failed call, for callers that throw. */
export class SiteApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'SiteApiError';
  }
}

/** The answer's data, or a SiteApiError carrying its failure. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new SiteApiError(result.failure);
  return result.data;
}

/** The failure a thrown error carries; undefined for anything else. */
export function failureOf(error: unknown): ApiFailure | undefined {
  return error instanceof SiteApiError ? error.failure : undefined;
}
