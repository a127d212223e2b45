/** The unsubscribe page's call (schemas/contract/restock-unsubscribe.ts) and what a failed one means to the visitor. */
import { RESTOCK_UNSUBSCRIBE_API } from '../../schemas/contract/restock-unsubscribe';
import { RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { RestockUnsubscribeResponse } from '../../schemas/restock-unsubscribe';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import type { SiteTransport } from '../site-api/transport';
import { RESTOCK_UNSUBSCRIBE_MESSAGES } from './unsubscribe-text';

export function unsubscribeSignUp(transport: SiteTransport, token: string): Promise<ApiResult<RestockUnsubscribeResponse>> {
  return callEndpoint(transport, RESTOCK_UNSUBSCRIBE_API.unsubscribe, { body: { token } });
}

/** A link that matches nothing is final; the rest (offline, rate limit, a crumb to renew) may work on another try. */
export function unsubscribeFailure(failure: ApiFailure): { final: boolean; message: string } {
  if (failure.status === 404 || failure.status === 422 || failure.status === 400) return { final: true, message: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound };
  if (failure.status === 429) return { final: false, message: RATE_LIMIT_MESSAGE };
  return { final: false, message: failureMessage(failure, RETRY_MESSAGE) };
}
