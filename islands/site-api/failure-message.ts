/** The text a visitor sees for a failed call (spec §8), picked from the one failure shape. */
import { CRUMB_FAIL_MESSAGE, OFFLINE_MESSAGE, SITE_FORM_MESSAGES } from '../../schemas/messages';
import type { ApiFailure } from './api-failure';

/** The server's own words for a refusal; the offline text when no answer came; `fallback` for an unreadable answer. */
export function failureMessage(failure: ApiFailure, fallback: string): string {
  if (failure.kind === 'network') return OFFLINE_MESSAGE;
  return failure.kind === 'server' && failure.message ? failure.message : fallback;
}

/** A form's call: a crumb failure, then the status mapping of spec §8 "Site form messages", then as above. */
export function formFailureMessage(failure: ApiFailure, fallback: string): string {
  if (failure.crumbFail) return CRUMB_FAIL_MESSAGE;
  return SITE_FORM_MESSAGES.byStatus[failure.status] ?? failureMessage(failure, fallback);
}
