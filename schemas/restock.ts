// Shapes of the back-in-stock calls (/api/site-users/account/notifications/restock…): the visitor's sign-up,
// the owner's paged listings and send requests, and the messages; shared by islands/ and server/.
import * as z from 'zod/mini';
import { SpamFields } from './captcha';
import { isValidEmail } from './form-rules';
import { RESTOCK_MESSAGES } from './messages';

export { RESTOCK_MESSAGES };

/** The visitor's address, trimmed: blank, else not a valid address of 3 to 256 characters (spec §5, §9). */
export const SiteVisitorEmail = z.string({ error: RESTOCK_MESSAGES.blankEmail }).check(
  z.trim(),
  z.minLength(1, { error: RESTOCK_MESSAGES.blankEmail, abort: true }),
  z.refine(isValidEmail, { error: RESTOCK_MESSAGES.invalidEmail }),
);

const Id = (name: string) =>
  z.string({ error: `${name} is required.` }).check(z.trim(), z.minLength(1, { error: `${name} is required.` }), z.maxLength(128));

/** POST …/restock: the sign-up payload of spec §3. */
export const RestockSignUpRequest = z.object({
  isJoinMailingList: z._default(z.optional(z.boolean()), false),
  productId: Id('productId'),
  variantId: Id('variantId'),
  siteVisitorEmail: SiteVisitorEmail,
  /** only when the captcha is rendered */
  captchaToken: z.optional(z.string().check(z.maxLength(4096))),
  ...SpamFields,
});
export type RestockSignUpRequest = z.input<typeof RestockSignUpRequest>;

/** The answer to a sign-up; the same whether the address was new or already signed up. */
export const RestockSignUpResponse = z.object({ signedUp: z.literal(true) });
export type RestockSignUpResponse = z.infer<typeof RestockSignUpResponse>;

/** An error answer of the restock routes: `message` is the text the form shows (spec §8). */
export const RestockError = z.looseObject({ error: z.string(), message: z.optional(z.string()) });

/** One stored sign-up, as the owner's listing shows it. Times are epoch ms. */
export const RestockSignUp = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  siteVisitorEmail: z.string(),
  isJoinMailingList: z.boolean(),
  createdOn: z.int(),
  /** when the back-in-stock notice was sent; null while pending */
  notifiedOn: z.nullable(z.int()),
});
export type RestockSignUp = z.infer<typeof RestockSignUp>;

const Cursor = z.optional(z.string().check(z.maxLength(512)));

/** GET …/restock?productId&variantId&cursor */
export const RestockSignUpsQuery = z.object({ productId: Id('productId'), variantId: Id('variantId'), cursor: Cursor });

const Paging = { hasNextPage: z.boolean(), nextPageCursor: z.nullable(z.string()) };

export const RestockSignUpsPage = z.object({ signUps: z.array(RestockSignUp), ...Paging });
export type RestockSignUpsPage = z.infer<typeof RestockSignUpsPage>;

/** One product variant that people asked about, with its counts. */
export const RestockSignUpGroup = z.object({
  productId: z.string(),
  variantId: z.string(),
  productTitle: z.string(),
  sku: z.string(),
  variantAttributes: z.record(z.string(), z.string()),
  signUpCount: z.int(),
  pendingCount: z.int(),
  latestSignUpOn: z.int(),
});
export type RestockSignUpGroup = z.infer<typeof RestockSignUpGroup>;

/** GET …/restock/groups?cursor */
export const RestockGroupsQuery = z.object({ cursor: Cursor });

export const RestockGroupsPage = z.object({ signUpGroups: z.array(RestockSignUpGroup), ...Paging });
export type RestockGroupsPage = z.infer<typeof RestockGroupsPage>;

/** POST …/restock/send */
export const RestockSendRequest = z.object({ productId: Id('productId'), variantId: Id('variantId') });
export type RestockSendRequest = z.infer<typeof RestockSendRequest>;

export const RESTOCK_SEND_ALL_MAX = 100;

/** POST …/restock/send/all */
export const RestockSendAllRequest = z.object({
  sendRequests: z.array(RestockSendRequest).check(
    z.minLength(1, { error: 'sendRequests needs at least one {productId, variantId}.' }),
    z.maxLength(RESTOCK_SEND_ALL_MAX, { error: `sendRequests takes at most ${RESTOCK_SEND_ALL_MAX} entries.` }),
  ),
});

/** What a send did for one variant: how many pending sign-ups it notified. */
export const RestockSendResult = z.object({ productId: z.string(), variantId: z.string(), notifiedCount: z.int() });
export type RestockSendResult = z.infer<typeof RestockSendResult>;

export const RestockSendAllResponse = z.object({ results: z.array(RestockSendResult) });
