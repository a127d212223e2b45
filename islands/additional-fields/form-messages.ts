/** What the lightbox says when a call fails (spec §8: site form status mapping, cart fallbacks, crumb failure). */
import { CRUMB_FAIL_MESSAGE } from '../../schemas/api-error';
import { SITE_FORM_MESSAGES } from '../../schemas/forms';
import type { JsonAnswer } from '../site-api/fetch-json';
import { answerMessage } from '../site-api/json-request';

export const FORM_CALL_MESSAGES = {
  offline: 'Please check your internet connection.',
  unknown: SITE_FORM_MESSAGES.unknownError,
} as const;

/** The message for a refused call: a crumb failure, the spec's text for its status, else the server's own. */
export function refusalMessage(answer: JsonAnswer): string {
  const body = answer.body as { crumbFail?: unknown } | undefined;
  if (answer.status === 403 && body?.crumbFail === true) return CRUMB_FAIL_MESSAGE;
  return SITE_FORM_MESSAGES.byStatus[answer.status] ?? answerMessage(answer) ?? FORM_CALL_MESSAGES.unknown;
}
