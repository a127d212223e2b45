// Shapes of the subscription purchase call POST /api/3/commerce/cart/subscription; shared by islands/ and server/.
import * as z from 'zod/mini';
import { AdditionalFieldsJson, ItemId, Quantity } from './cart';

export const SubscriptionRequest = z.object({
  itemId: ItemId,
  sku: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  qty: z._default(z.optional(Quantity), 1),
  additionalFields: AdditionalFieldsJson,
});
export type SubscriptionRequest = z.input<typeof SubscriptionRequest>;

/** The token of a one-item subscription cart, handed to the subscription checkout page. */
export const SubscriptionResponse = z.object({ cartToken: z.string() });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const BillingPeriod = z.object({ value: z.int().check(z.positive()), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) });

/** GET /api/3/commerce/cart/subscription/{cartToken}: what the subscription checkout will charge. */
export const SubscriptionCart = z.object({
  cartToken: z.string(),
  itemId: z.string(),
  sku: z.string(),
  title: z.string(),
  qty: z.int(),
  unitPriceCents: z.int(),
  currencyCode: z.string(),
  billingPeriod: BillingPeriod,
  /** 0 means indefinite */
  numBillingCycles: z.int().check(z.nonnegative()),
  additionalFields: z.nullable(z.record(z.string(), z.unknown())),
  created: z.int(),
});
export type SubscriptionCart = z.infer<typeof SubscriptionCart>;
