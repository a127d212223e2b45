// Shapes of a billed subscription as its customer manages it from the link in their emails, and as the owner
// cancels it (/api/commerce/subscriptions…, /api/owner/subscriptions…); shared by islands/ and server/.
import * as z from 'zod/mini';

export const SUBSCRIPTION_MANAGE_MESSAGES = {
  /** the same for an unknown id and a wrong token, so the answer says nothing about which ids exist */
  notFound: 'No subscription matches this link. Please use the link in the most recent email we sent you.',
  alreadyEnded: 'This subscription has already ended: there is nothing left to cancel.',
  noLink: 'This page opens from the link in your subscription emails.',
} as const;

export const SubscriptionStatus = z.enum(['active', 'past_due', 'cancelled', 'completed']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const SubscriptionId = z.string().check(z.minLength(1), z.maxLength(64));
/** the token of a manage link: 43 base64url characters as issued, with room for other lengths */
export const ManageToken = z.string().check(z.minLength(16), z.maxLength(200));

export const SubscriptionParams = z.object({ subscriptionId: SubscriptionId });
export const ManageTokenQuery = z.object({ token: ManageToken });
export const CancelSubscriptionRequest = z.object({ token: ManageToken });
export type CancelSubscriptionRequest = z.input<typeof CancelSubscriptionRequest>;

/** A subscription as its manage page shows it. */
export const SubscriptionManageView = z.object({
  id: z.string(),
  /** the subscribed product */
  title: z.string(),
  /** e.g. "$16.00 every 2 weeks" */
  planText: z.string(),
  status: SubscriptionStatus,
  /** epoch ms of the next charge; null unless the subscription is active */
  nextBillingAt: z.nullable(z.int()),
  cyclesBilled: z.int(),
  /** 0: until cancelled */
  cyclesTotal: z.int(),
  /** charged each cycle */
  amountCents: z.int(),
  currencyCode: z.string(),
});
export type SubscriptionManageView = z.infer<typeof SubscriptionManageView>;
