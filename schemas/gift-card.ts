// Shapes of the gift-card page's read call GET /api/commerce/gift-card?itemId=…&sku=…; shared by islands/ and server/.
import * as z from 'zod/mini';
import { ItemId } from './cart';
import { FormDefinition } from './forms';

export { GIFT_CARD_UNAVAILABLE } from './messages';

/** `sku` may be left out only when the card has a single denomination. */
export const GiftCardQuery = z.object({
  itemId: ItemId,
  sku: z.optional(z.string().check(z.minLength(1))),
});
export type GiftCardQuery = z.infer<typeof GiftCardQuery>;

/** One denomination of a gift card as the server's catalog prices it, with the form that asks for its recipient. */
export const GiftCardOffer = z.object({
  itemId: z.string(),
  sku: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.nullable(z.object({ assetUrl: z.string(), altText: z.string() })),
  amountCents: z.int().check(z.nonnegative()),
  currencyCode: z.string(),
  /** the recipient details (the product's additional-fields form); null when the card asks for none */
  form: z.nullable(FormDefinition),
});
export type GiftCardOffer = z.infer<typeof GiftCardOffer>;
