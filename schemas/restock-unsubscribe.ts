// Shapes of cancelling a back-in-stock sign-up from the link in its notice (/commerce/restock/unsubscribe and the
// mail client's one-click POST, RFC 8058); shared by islands/ and server/.
import * as z from 'zod/mini';

export const RESTOCK_UNSUBSCRIBE_MESSAGES = {
  /** the same for a token never issued and a mistyped one: the answer says nothing about which exist */
  notFound: 'This unsubscribe link does not match any back-in-stock sign-up. Please use the link in the email we sent you.',
  noLink: 'This page opens from the unsubscribe link in a back-in-stock email.',
  notOneClick: 'The body must be List-Unsubscribe=One-Click.',
} as const;

/** The page that opens from a notice's unsubscribe link, `?token=…`. */
export const RESTOCK_UNSUBSCRIBE_PAGE = '/commerce/restock/unsubscribe';

/** A notice's unsubscribe token: 43 base64url characters as issued, with room for other lengths. */
export const RestockUnsubscribeToken = z.string({ error: 'token is required.' }).check(
  z.minLength(16, { error: 'token is not a token from an unsubscribe link.' }),
  z.maxLength(200, { error: 'token is not a token from an unsubscribe link.' }),
);

/** The page's button: the token from its address. */
export const RestockUnsubscribeRequest = z.object({ token: RestockUnsubscribeToken });
export type RestockUnsubscribeRequest = z.input<typeof RestockUnsubscribeRequest>;

/** The one-click POST names the token in its URL (the List-Unsubscribe header's). */
export const RestockUnsubscribeQuery = z.object({ token: RestockUnsubscribeToken });

/** The sign-up is cancelled (a repeat answers the same): no more back-in-stock email about this product. */
export const RestockUnsubscribeResponse = z.object({
  unsubscribed: z.literal(true),
  /** the product the sign-up was for */
  productTitle: z.string(),
  /** its options, "A3" or "White / L"; empty for a product without options */
  variant: z.string(),
});
export type RestockUnsubscribeResponse = z.infer<typeof RestockUnsubscribeResponse>;
