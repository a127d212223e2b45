// The visitor-account endpoints (/api/site-users/account…): sign up, sign in and out (spec §7), confirm the
// email, reset and change the password, change the email, delete the account, and list the account's orders.
// Calls that act for a signed-in visitor carry X-SiteUser-XSRF-Token (the token sign-in answered) besides the crumb.
import {
  AccountMessage, AccountOrders, DeleteAccountRequest, EmailChangeRequest, LinkTokenRequest, LocaleRequest, PasswordChangeRequest,
  PasswordResetConfirm, PasswordResetRequest, SignInRequest, SignInResponse, SignOutQuery, SignUpRequest, SiteUserAccount,
  SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER, TooManyAttemptsError,
} from '../site-users';
import { endpoint } from './endpoint';

export const SITE_USER_ACCOUNT_PATH = '/api/site-users/account';

const SIGNED_IN = { 401: `${SITE_USER_MESSAGES.signedOut} (no site-user session, or it ended)` } as const;
const XSRF = { 403: `The ${SITE_USER_XSRF_HEADER} header is missing or is not this session's token.` } as const;
const LINK = { 404: SITE_USER_MESSAGES.linkInvalid, 410: SITE_USER_MESSAGES.linkExpired } as const;
const TOO_MANY = { 429: { description: 'Too many attempts from this client or for this account; `retryAfter` (also Retry-After) says when to try again.', body: TooManyAttemptsError } } as const;

export const SITE_USERS_API = {
  account: endpoint({
    id: 'getSiteUserAccount',
    method: 'GET',
    path: SITE_USER_ACCOUNT_PATH,
    summary: 'The signed-in visitor\'s account (the "user-account call" that tells the islands a visitor is signed in).',
    response: SiteUserAccount,
    errors: SIGNED_IN,
    auth: 'none',
  }),

  signUp: endpoint({
    id: 'signUpSiteUser',
    method: 'POST',
    path: SITE_USER_ACCOUNT_PATH,
    summary: 'Creates an account and emails a link to confirm its address; answers the same when the address already has an account.',
    body: SignUpRequest,
    response: AccountMessage,
    status: 201,
    errors: TOO_MANY,
    auth: 'crumb',
  }),

  deleteAccount: endpoint({
    id: 'deleteSiteUserAccount',
    method: 'DELETE',
    path: SITE_USER_ACCOUNT_PATH,
    summary: 'Deletes the signed-in account and all its sessions (with the password); the store keeps its orders.',
    body: DeleteAccountRequest,
    response: AccountMessage,
    errors: { ...SIGNED_IN, ...XSRF, 422: SITE_USER_MESSAGES.wrongPassword, ...TOO_MANY },
    auth: 'crumb',
  }),

  signIn: endpoint({
    id: 'signInSiteUser',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/session`,
    summary: 'Signs in (spec §7): sets the signed site-user cookie, attaches the visitor\'s cart to the account and answers the XSRF token.',
    body: SignInRequest,
    response: SignInResponse,
    errors: { 401: SITE_USER_MESSAGES.badCredentials, ...TOO_MANY },
    auth: 'crumb',
  }),

  signOut: endpoint({
    id: 'signOutSiteUser',
    method: 'DELETE',
    path: `${SITE_USER_ACCOUNT_PATH}/session`,
    summary: 'Signs out (spec §7): ends the session; cloneCart=true leaves a copy of the cart in this browser, else the account keeps it.',
    query: SignOutQuery,
    response: AccountMessage,
    errors: XSRF,
    auth: 'crumb',
  }),

  locale: endpoint({
    id: 'setSiteUserLocale',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/locale`,
    summary: 'Sets the signed-in visitor\'s language (spec §7).',
    body: LocaleRequest,
    response: SiteUserAccount,
    errors: { ...SIGNED_IN, ...XSRF },
    auth: 'crumb',
  }),

  verifyEmail: endpoint({
    id: 'verifySiteUserEmail',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/verification`,
    summary: 'Confirms an account\'s address with the token of its emailed link (the /account/verify page posts it).',
    body: LinkTokenRequest,
    response: AccountMessage,
    errors: LINK,
    auth: 'crumb',
  }),

  resendVerification: endpoint({
    id: 'resendSiteUserVerification',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/verification/resend`,
    summary: 'Emails the signed-in visitor a new confirmation link (earlier links stop working).',
    response: AccountMessage,
    errors: { ...SIGNED_IN, ...XSRF, 409: SITE_USER_MESSAGES.alreadyVerified, ...TOO_MANY },
    auth: 'crumb',
  }),

  requestPasswordReset: endpoint({
    id: 'requestSiteUserPasswordReset',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/password-reset`,
    summary: 'Emails a link to set a new password (single use, about an hour); answers the same whether or not the address has an account.',
    body: PasswordResetRequest,
    response: AccountMessage,
    status: 200,
    errors: TOO_MANY,
    auth: 'crumb',
  }),

  resetPassword: endpoint({
    id: 'resetSiteUserPassword',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/password-reset/confirm`,
    summary: 'Sets a new password with the token of the emailed link and ends every session of the account.',
    body: PasswordResetConfirm,
    response: AccountMessage,
    errors: LINK,
    auth: 'crumb',
  }),

  changePassword: endpoint({
    id: 'changeSiteUserPassword',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/password`,
    summary: 'Changes the password (with the current one): every other session ends; this one goes on with a new XSRF token.',
    body: PasswordChangeRequest,
    response: SignInResponse,
    errors: { ...SIGNED_IN, ...XSRF, 422: SITE_USER_MESSAGES.wrongPassword, ...TOO_MANY },
    auth: 'crumb',
  }),

  changeEmail: endpoint({
    id: 'changeSiteUserEmail',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/email`,
    summary: 'Asks to change the address (with the password): a link sent to the new address confirms it.',
    body: EmailChangeRequest,
    response: AccountMessage,
    errors: { ...SIGNED_IN, ...XSRF, 409: `${SITE_USER_MESSAGES.sameEmail} / ${SITE_USER_MESSAGES.emailTaken}`, 422: SITE_USER_MESSAGES.wrongPassword, ...TOO_MANY },
    auth: 'crumb',
  }),

  confirmEmail: endpoint({
    id: 'confirmSiteUserEmail',
    method: 'POST',
    path: `${SITE_USER_ACCOUNT_PATH}/email/confirm`,
    summary: 'Makes the new address the account\'s (verified) with the token of the link sent to it (the /account/confirm-email page posts it).',
    body: LinkTokenRequest,
    response: AccountMessage,
    errors: { ...LINK, 409: SITE_USER_MESSAGES.emailTaken },
    auth: 'crumb',
  }),

  orders: endpoint({
    id: 'listSiteUserOrders',
    method: 'GET',
    path: `${SITE_USER_ACCOUNT_PATH}/orders`,
    summary: 'The signed-in visitor\'s orders, newest first: placed while signed in, or with the account\'s verified email.',
    response: AccountOrders,
    errors: SIGNED_IN,
    auth: 'none',
  }),
};
