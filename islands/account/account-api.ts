/**
 * The account pages' calls (schemas/contract/site-users.ts) through the one site API client, which adds the crumb
 * and, for these site-user calls, the stored X-SiteUser-XSRF-Token. Signing in keeps the token it answers; a
 * password change answers a new one.
 */
import { SITE_USERS_API } from '../../schemas/contract/site-users';
import type {
  AccountMessage, AccountOrders, DeleteAccountRequest, EmailChangeRequest, PasswordChangeRequest, PasswordResetConfirm,
  SignInRequest, SignUpRequest, SiteUserAccount,
} from '../../schemas/site-users';
import type { ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { storeSiteUserToken } from '../site-api/site-user-token';
import type { SiteTransport } from '../site-api/transport';

/** Signs in; on success the XSRF token is stored for the calls that follow. */
export async function signIn(transport: SiteTransport, request: SignInRequest): Promise<ApiResult<{ xsrfToken: string }>> {
  const answer = await callEndpoint(transport, SITE_USERS_API.signIn, { body: request });
  if (answer.ok) storeSiteUserToken(answer.data.xsrfToken);
  return answer;
}

/**
 * Signs out (spec §7): `cloneCart` leaves a copy of the cart in this browser. Spec §4 "Other": an answer carrying
 * crumbFail is sent once more (the refusal set a fresh crumb cookie, which the retry echoes).
 */
export async function signOut(transport: SiteTransport, cloneCart: boolean): Promise<ApiResult<AccountMessage>> {
  const send = () => callEndpoint(transport, SITE_USERS_API.signOut, { query: { cloneCart: cloneCart ? 'true' : 'false' } });
  const first = await send();
  return !first.ok && first.failure.crumbFail ? send() : first;
}

export function signUp(transport: SiteTransport, request: SignUpRequest): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.signUp, { body: request });
}

export function verifyEmail(transport: SiteTransport, token: string): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.verifyEmail, { body: { token } });
}

export function resendVerification(transport: SiteTransport): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.resendVerification, {});
}

export function requestPasswordReset(transport: SiteTransport, email: string): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.requestPasswordReset, { body: { email } });
}

export function resetPassword(transport: SiteTransport, request: PasswordResetConfirm): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.resetPassword, { body: request });
}

export function confirmEmail(transport: SiteTransport, token: string): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.confirmEmail, { body: { token } });
}

export function changeEmail(transport: SiteTransport, request: EmailChangeRequest): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.changeEmail, { body: request });
}

/** Changes the password; the session goes on with the new token the answer carries. */
export async function changePassword(transport: SiteTransport, request: PasswordChangeRequest): Promise<ApiResult<{ xsrfToken: string }>> {
  const answer = await callEndpoint(transport, SITE_USERS_API.changePassword, { body: request });
  if (answer.ok) storeSiteUserToken(answer.data.xsrfToken);
  return answer;
}

export function deleteAccount(transport: SiteTransport, request: DeleteAccountRequest): Promise<ApiResult<AccountMessage>> {
  return callEndpoint(transport, SITE_USERS_API.deleteAccount, { body: request });
}

export function listOrders(transport: SiteTransport): Promise<ApiResult<AccountOrders>> {
  return callEndpoint(transport, SITE_USERS_API.orders, {});
}

export function setLocale(transport: SiteTransport, language: string): Promise<ApiResult<SiteUserAccount>> {
  return callEndpoint(transport, SITE_USERS_API.locale, { body: { language } });
}
