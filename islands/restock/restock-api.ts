/** The visitor's back-in-stock sign-up call (spec §7): POST the §3 payload with the crumb; a refusal gives the server's data.message. */
import { RESTOCK_SIGN_UP_API } from '../../schemas/contract/restock-sign-up';
import { SITE_FORM_MESSAGES } from '../../schemas/messages';
import type { RestockSignUpRequest, RestockSignUpResponse } from '../../schemas/restock';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage } from '../site-api/failure-message';
import type { SiteTransport } from '../site-api/transport';

export function signUpForRestock(transport: SiteTransport, payload: RestockSignUpRequest): Promise<ApiResult<RestockSignUpResponse>> {
  return callEndpoint(transport, RESTOCK_SIGN_UP_API.signUp, { body: payload });
}

/** Spec §8: the server's data.message; offline, or the unknown error, when there is none. */
export function signUpFailureMessage(failure: ApiFailure): string {
  return failureMessage(failure, SITE_FORM_MESSAGES.unknownError);
}
