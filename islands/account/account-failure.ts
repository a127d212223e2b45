/**
 * What an account form shows for a refused call: messages at its fields (a 422's `issues`, a 400's `errors`), one
 * message for the form, and for a 429 the server's words with how long to wait (its `retryAfter`, else Retry-After).
 */
import * as z from 'zod/mini';
import { CRUMB_FAIL_MESSAGE, OFFLINE_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { ApiFailure } from '../site-api/api-failure';

export interface FormProblem {
  fieldErrors: Record<string, string>;
  /** the form's own message (shown in its summary), if any */
  message?: string;
}

/** A 422's `issues` (zod's), enough to find the field each is about. */
const Issues = z.object({ issues: z.array(z.object({ path: z.optional(z.array(z.union([z.string(), z.number()]))), message: z.string() })) });
const RetryAfterBody = z.object({ retryAfter: z.number() });

/** "30 seconds", "1 minute", "5 minutes": a wait, rounded up to what a visitor needs to know. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Seconds to wait from a 429: the body's `retryAfter` first, else the Retry-After header. */
export function retrySeconds(failure: ApiFailure): number | undefined {
  const parsed = z.safeParse(RetryAfterBody, failure.body);
  if (parsed.success && Number.isFinite(parsed.data.retryAfter) && parsed.data.retryAfter >= 0) return parsed.data.retryAfter;
  return failure.retryAfter;
}

/** The 429 sentence: the server's text, then when to try again. */
export function rateLimitText(failure: ApiFailure): string {
  const seconds = retrySeconds(failure);
  const base = failure.kind === 'server' && failure.message ? failure.message : 'Too many requests. Please wait a moment and try again.';
  return seconds === undefined ? base : `${base} You can try again in ${waitText(seconds)}.`;
}

/** The field ids a refusal names, kept only when the form has such a field. */
function fieldMessages(failure: ApiFailure, fields: ReadonlySet<string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [id, message] of Object.entries(failure.fieldErrors ?? {})) if (fields.has(id)) found[id] = message;
  const parsed = z.safeParse(Issues, failure.body);
  if (parsed.success) {
    for (const issue of parsed.data.issues) {
      const id = issue.path?.[0];
      if (typeof id === 'string' && fields.has(id) && !found[id]) found[id] = issue.message;
    }
  }
  return found;
}

/**
 * A refusal as the form shows it. `atField` puts a status's message at one field (a wrong current password at
 * the password field) instead of the summary.
 */
export function formProblem(failure: ApiFailure, fields: ReadonlySet<string>, atField: Readonly<Record<number, string>> = {}): FormProblem {
  if (failure.kind === 'network') return { fieldErrors: {}, message: OFFLINE_MESSAGE };
  if (failure.crumbFail) return { fieldErrors: {}, message: CRUMB_FAIL_MESSAGE };
  if (failure.status === 429) return { fieldErrors: {}, message: rateLimitText(failure) };
  const text = failure.kind === 'server' && failure.message ? failure.message : RETRY_MESSAGE;
  const field = atField[failure.status];
  if (field && fields.has(field)) return { fieldErrors: { [field]: text } };
  const fieldErrors = fieldMessages(failure, fields);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return { fieldErrors: {}, message: failure.status >= 500 ? RETRY_MESSAGE : text };
}
