// Shapes of the subscription purchase call POST /api/3/commerce/cart/subscription; shared by islands/ and server/.
import { z } from 'zod';
import { AdditionalFieldsJson, ItemId, Quantity } from './cart';

export const SubscriptionRequest = z.object({
  itemId: ItemId,
  sku: z.string().min(1).nullable().optional(),
  qty: Quantity.optional().default(1),
  additionalFields: AdditionalFieldsJson,
});
export type SubscriptionRequest = z.input<typeof SubscriptionRequest>;

/** The token of a one-item subscription cart, handed to the subscription checkout page. */
export const SubscriptionResponse = z.object({ cartToken: z.string() });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const BillingPeriod = z.object({ value: z.number().int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) });

/** GET /api/3/commerce/cart/subscription/{cartToken}: what the subscription checkout will charge. */
export const SubscriptionCart = z.object({
  cartToken: z.string(),
  itemId: z.string(),
  sku: z.string(),
  title: z.string(),
  qty: z.number().int(),
  unitPriceCents: z.number().int(),
  currencyCode: z.string(),
  billingPeriod: BillingPeriod,
  /** 0 means indefinite */
  numBillingCycles: z.number().int().nonnegative(),
  additionalFields: z.record(z.string(), z.unknown()).nullable(),
  created: z.number().int(),
});
export type SubscriptionCart = z.infer<typeof SubscriptionCart>;
