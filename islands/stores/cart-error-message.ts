/** The message for a failed cart call (spec §8): crumb, 429, network, the server's own text, else a retry hint. */
import { COOKIES_DISABLED_MESSAGE, CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import { failureOf } from '../site-api/api-failure';
import { failureMessage } from '../site-api/failure-message';

export function cartErrorMessage(error: unknown, cookiesEnabled: boolean): string {
  const failure = failureOf(error);
  if (!failure) return RETRY_MESSAGE;
  if (failure.crumbFail) return cookiesEnabled ? CRUMB_FAIL_MESSAGE : COOKIES_DISABLED_MESSAGE;
  if (failure.status === 429) return RATE_LIMIT_MESSAGE;
  return failureMessage(failure, RETRY_MESSAGE);
}
