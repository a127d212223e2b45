// Shapes of visitor accounts (/api/site-users/account…): sign-up, sign-in and out, email verification, password
// reset, email and password changes, deletion and the account's orders, with their messages; shared by islands/ and server/.
import * as z from 'zod/mini';
import { OrderStatus, PaymentStatus } from './checkout';

/** Every account message, so the server, the islands and the tests say the same thing. */
export const SITE_USER_MESSAGES = {
  emailInvalid: 'Enter a valid email address.',
  passwordTooShort: 'Passwords must be at least 8 characters long.',
  passwordTooLong: 'Passwords can be at most 1024 characters long.',
  passwordRequired: 'Enter your password.',
  /** the same for an unknown email and a wrong password, so sign-in says nothing about which accounts exist */
  badCredentials: 'The email or password you entered is incorrect.',
  wrongPassword: 'The password you entered is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a moment and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  signedOut: 'You are not signed in.',
  signOutDone: 'You have been signed out.',
  xsrfFail: 'Your session has expired. Please sign in again.',
  signUpSent: 'Thanks! Check your inbox for a link to confirm your email address.',
  verificationSent: 'We sent a new confirmation link to your email address.',
  alreadyVerified: 'Your email address is already confirmed.',
  emailConfirmed: 'Thanks! Your email address is confirmed.',
  emailChanged: 'Your email address has been changed.',
  resetSent: 'If an account uses this email address, we sent it a link to set a new password.',
  passwordChanged: 'Your password has been changed.',
  emailChangeSent: 'Check the inbox of your new email address for a link to confirm the change.',
  sameEmail: 'This is already your email address.',
  emailTaken: 'Another account already uses this email address.',
  /** a link whose token was never issued */
  linkInvalid: 'This link is not valid. Please use the most recent link we emailed you.',
  /** a link used already, or too old */
  linkExpired: 'This link has expired or was already used. Please ask for a new one.',
  accountDeleted: 'Your account has been deleted.',
  languageInvalid: 'Choose a language such as en-US.',
} as const;

export const PASSWORD_LENGTH = { min: 8, max: 1024 } as const;

/** An account's email: something@domain.tld, at most 254 characters; compared without regard to case. */
export const AccountEmail = z.string({ error: SITE_USER_MESSAGES.emailInvalid }).check(
  z.trim(),
  z.maxLength(254, { error: SITE_USER_MESSAGES.emailInvalid }),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: SITE_USER_MESSAGES.emailInvalid }),
);

/** A new password: 8 to 1024 characters (longer ones are refused before any hashing). */
export const NewPassword = z.string({ error: SITE_USER_MESSAGES.passwordTooShort }).check(
  z.minLength(PASSWORD_LENGTH.min, { error: SITE_USER_MESSAGES.passwordTooShort }),
  z.maxLength(PASSWORD_LENGTH.max, { error: SITE_USER_MESSAGES.passwordTooLong }),
);

/** A password being checked: any non-empty text up to the maximum (old accounts keep working if the minimum rises). */
export const GivenPassword = z.string({ error: SITE_USER_MESSAGES.passwordRequired }).check(
  z.minLength(1, { error: SITE_USER_MESSAGES.passwordRequired }),
  z.maxLength(PASSWORD_LENGTH.max, { error: SITE_USER_MESSAGES.passwordTooLong }),
);

/** The token of an emailed link: 43 base64url characters as issued, with room for other lengths. */
export const EmailLinkToken = z.string({ error: SITE_USER_MESSAGES.linkInvalid }).check(
  z.minLength(16, { error: SITE_USER_MESSAGES.linkInvalid }),
  z.maxLength(200, { error: SITE_USER_MESSAGES.linkInvalid }),
);

/** A BCP 47 language tag such as en, en-US or fr-CA. */
export const LanguageTag = z.string({ error: SITE_USER_MESSAGES.languageInvalid }).check(
  z.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/, { error: SITE_USER_MESSAGES.languageInvalid }),
);

/** The signed-in visitor's account (GET /api/site-users/account). */
export const SiteUserAccount = z.object({
  email: z.string(),
  /** the address was confirmed through the emailed link */
  verified: z.boolean(),
  /** epoch ms */
  createdAt: z.int(),
  /** the language chosen with POST …/locale; null until then */
  language: z.nullable(z.string()),
  /** an address waiting for its confirmation link, null when none */
  pendingEmail: z.nullable(z.string()),
});
export type SiteUserAccount = z.infer<typeof SiteUserAccount>;

/** POST /api/site-users/account/session (spec §7) */
export const SignInRequest = z.object({
  email: AccountEmail,
  password: GivenPassword,
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type SignInRequest = z.input<typeof SignInRequest>;

/** The token site-user calls send back as X-SiteUser-XSRF-Token (spec §6, §7). */
export const SignInResponse = z.object({ xsrfToken: z.string() });
export type SignInResponse = z.infer<typeof SignInResponse>;

/** The header every state-changing site-user call carries besides the crumb. */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** DELETE /api/site-users/account/session?cloneCart=true|false */
export const SignOutQuery = z.object({
  cloneCart: z._default(z.optional(z.pipe(z.enum(['true', 'false']), z.transform((flag) => flag === 'true'))), false),
});
export type SignOutQuery = z.output<typeof SignOutQuery>;

/** A plain confirmation: what happened, to show the visitor. */
export const AccountMessage = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof AccountMessage>;

export const LocaleRequest = z.object({ language: LanguageTag });
export type LocaleRequest = z.input<typeof LocaleRequest>;

/** POST /api/site-users/account (sign up): the account exists, unverified, until its link is followed. */
export const SignUpRequest = z.object({ email: AccountEmail, password: NewPassword });
export type SignUpRequest = z.input<typeof SignUpRequest>;

/** The pages' islands POST the token of an emailed link (opening the page changes nothing). */
export const LinkTokenRequest = z.object({ token: EmailLinkToken });
export type LinkTokenRequest = z.input<typeof LinkTokenRequest>;

export const PasswordResetRequest = z.object({ email: AccountEmail });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

export const PasswordResetConfirm = z.object({ token: EmailLinkToken, password: NewPassword });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;

export const EmailChangeRequest = z.object({ newEmail: AccountEmail, password: GivenPassword });
export type EmailChangeRequest = z.input<typeof EmailChangeRequest>;

export const PasswordChangeRequest = z.object({ currentPassword: GivenPassword, newPassword: NewPassword });
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;

export const DeleteAccountRequest = z.object({ password: GivenPassword });
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;

/** One of the account's orders, as its list shows it. */
export const AccountOrder = z.object({
  id: z.string(),
  orderNumber: z.int(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  /** epoch ms */
  createdAt: z.int(),
  grandTotalCents: z.int(),
  currencyCode: z.string(),
  /** units in the order, all lines */
  itemCount: z.int(),
  /** the products' titles, in line order */
  titles: z.array(z.string()),
  /** the order's status page (relative to the site), when the account holds its link; null otherwise */
  statusUrl: z.nullable(z.string()),
  testMode: z.boolean(),
});
export type AccountOrder = z.infer<typeof AccountOrder>;

/** GET /api/site-users/account/orders: newest first. */
export const AccountOrders = z.object({ orders: z.array(AccountOrder) });
export type AccountOrders = z.infer<typeof AccountOrders>;

/** 429 of a sign-in: seconds until the next attempt is heard. */
export const TooManyAttemptsError = z.object({ error: z.string(), retryAfter: z.int() });

/** The pages the emailed links open (built by the islands); the token follows as ?token=. */
export const ACCOUNT_PAGES = {
  verify: '/account/verify',
  resetPassword: '/account/reset-password',
  confirmEmail: '/account/confirm-email',
} as const;
