/** The message for a failed cart call (spec §8): crumb, 429, network, the server's own text, else a retry hint. */
import { CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE } from '../../schemas/api-error';
import { CartRequestError } from './cart-api';

export const COOKIES_DISABLED_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';
export const OFFLINE_MESSAGE = 'Please check your internet connection.';
export const RETRY_MESSAGE = 'Please try again.';

export function cartErrorMessage(error: unknown, cookiesEnabled: boolean): string {
  if (!(error instanceof CartRequestError)) return RETRY_MESSAGE;
  if (error.crumbFail) return cookiesEnabled ? CRUMB_FAIL_MESSAGE : COOKIES_DISABLED_MESSAGE;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  if (error.failure === 'network') return OFFLINE_MESSAGE;
  return error.failure === 'server' && error.message ? error.message : RETRY_MESSAGE;
}
