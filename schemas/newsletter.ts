// Shapes of the newsletter's consent calls (/api/newsletter…: confirm the emailed link, unsubscribe, re-subscribe)
// and of the owner's subscriber listing and export (/api/owner/newsletter…), with their messages; shared by
// islands/, server/ and the command line.
import * as z from 'zod/mini';

export const NEWSLETTER_MESSAGES = {
  /** an unknown confirmation link: nothing says whether the address exists */
  confirmNotFound: 'This confirmation link is not valid. Please sign up again with the newsletter form: we will send you a new link.',
  confirmExpired: 'This confirmation link has expired. Please sign up again with the newsletter form: we will send you a new link.',
  unsubscribeNotFound: 'This unsubscribe link is not valid. Please use the link in the most recent newsletter email we sent you.',
  noConfirmLink: 'This page opens from the link in the email we sent when you signed up for our newsletter.',
  noUnsubscribeLink: 'This page opens from the unsubscribe link in our newsletter emails.',
  badCursor: 'The cursor is not the nextPageCursor of a previous page: start again without it.',
} as const;

export const SubscriberStatus = z.enum(['pending', 'subscribed', 'unsubscribed']);
export type SubscriberStatus = z.infer<typeof SubscriberStatus>;

/** What the consent came through: a site form, the back-in-stock form's box, or the unsubscribe page's re-subscribe. */
export const SubscriberSource = z.enum(['form', 'restock', 'resubscribe']);
export type SubscriberSource = z.infer<typeof SubscriberSource>;

/** `double`: confirmed through the emailed link; `single`: subscribed at once, before Kiosk tracked consent. */
export const OptIn = z.enum(['double', 'single']);
export type OptIn = z.infer<typeof OptIn>;

/** A link's token: 43 base64url characters as issued, with room for other lengths. */
export const NewsletterToken = z.string().check(z.minLength(16), z.maxLength(200));

export const NewsletterTokenRequest = z.object({ token: NewsletterToken });
export type NewsletterTokenRequest = z.input<typeof NewsletterTokenRequest>;
export const NewsletterTokenQuery = z.object({ token: NewsletterToken });

/** The address a link belongs to, as its holder sees it. */
export const NewsletterSubscription = z.object({
  email: z.string(),
  status: SubscriberStatus,
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

export const NEWSLETTER_PAGE_LIMIT = { min: 1, max: 500, default: 50 } as const;

const limitError = `limit is a whole number from ${NEWSLETTER_PAGE_LIMIT.min} to ${NEWSLETTER_PAGE_LIMIT.max}.`;
/** A whole number in a query string ("50"), then checked as a number. */
const PageLimit = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,4}$/, { error: limitError })), z.transform(Number)),
  z.int().check(z.minimum(NEWSLETTER_PAGE_LIMIT.min, { error: limitError }), z.maximum(NEWSLETTER_PAGE_LIMIT.max, { error: limitError })),
);

/** GET /api/owner/newsletter/subscribers?status&cursor&limit: newest sign-ups first. */
export const SubscribersQuery = z.object({
  status: z.optional(SubscriberStatus),
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z._default(z.optional(PageLimit), NEWSLETTER_PAGE_LIMIT.default),
});
export type SubscribersQuery = z.output<typeof SubscribersQuery>;

/** One address with the record of its consent: what the owner lists and exports. Times are epoch ms. */
export const SubscriberRecord = z.object({
  email: z.string(),
  status: SubscriberStatus,
  optIn: OptIn,
  source: SubscriberSource,
  /** the site form signed up with (source form, or what a re-subscribed address first came through) */
  formId: z.nullable(z.string()),
  /** the product whose back-in-stock form carried the sign-up */
  productId: z.nullable(z.string()),
  /** the page the sign-up was made on */
  pagePath: z.nullable(z.string()),
  /** the first sign-up */
  signedUpAt: z.int(),
  /** the latest sign-up request (what a pending confirmation answers) */
  requestedAt: z.int(),
  /** the consent time: when the emailed link was followed (or, single opt-in, when the form subscribed the address) */
  consentedAt: z.nullable(z.int()),
  unsubscribedAt: z.nullable(z.int()),
});
export type SubscriberRecord = z.infer<typeof SubscriberRecord>;

export const SubscribersPage = z.object({
  subscribers: z.array(SubscriberRecord),
  hasNextPage: z.boolean(),
  nextPageCursor: z.nullable(z.string()),
});
export type SubscribersPage = z.infer<typeof SubscribersPage>;

export const ExportFormat = z.enum(['csv', 'json']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** GET /api/owner/newsletter/subscribers/export?format=csv|json (default csv) */
export const SubscribersExportQuery = z.object({
  format: z._default(z.optional(ExportFormat), 'csv'),
  status: z.optional(SubscriberStatus),
});
export type SubscribersExportQuery = z.output<typeof SubscribersExportQuery>;

/** The JSON export: every address (filtered by status when asked), newest sign-ups first. */
export const SubscribersExport = z.object({
  exportedAt: z.int(),
  subscribers: z.array(SubscriberRecord),
});
export type SubscribersExport = z.infer<typeof SubscribersExport>;
