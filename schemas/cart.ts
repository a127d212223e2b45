// Shapes of the shopping-cart API (/api/commerce/shopping-cart…): requests, the cart and its entries,
// responses and messages; imported by islands/ (to call and read) and server/ (to validate and answer).
import * as z from 'zod/mini';
import { FormAnswer, FormValues } from './forms';
import { CART_MESSAGES } from './messages';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity-range';

export { ApiError, CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE } from './api-error';
export { CART_MESSAGES, selectOptionsMessage } from './messages';
export { QUANTITY_MAX, QUANTITY_MIN } from './quantity-range';

/**
 * A quantity as a visitor may type it: a number or numeric text, then a whole number in 1..9999.
 * The messages follow spec §5 rules 4 and 5.
 */
export const Quantity = z.pipe(
  z.transform((raw: unknown) => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw)),
  z.number({ error: CART_MESSAGES.notANumber }).check(
    z.int({ error: CART_MESSAGES.notWhole }),
    z.minimum(QUANTITY_MIN, { error: CART_MESSAGES.outOfRange }),
    z.maximum(QUANTITY_MAX, { error: CART_MESSAGES.outOfRange }),
  ),
);

/** A product's id (the item id in content/). */
export const ItemId = z.string({ error: 'itemId is required.' }).check(z.minLength(1, { error: 'itemId is required.' }));

/** Optional optimistic-concurrency guard: the cart `version` the caller last saw. */
const CartVersion = z.optional(z.int().check(z.nonnegative()));

/** JSON text of a FormValues object (field id → value), as the additional-fields form sends it. */
export const AdditionalFieldsJson = z.optional(z.nullable(z.string().check(z.maxLength(8192))));

/** A variant's sku; null or absent for a product without a choice of variant. */
const OptionalSku = z.optional(z.nullable(z.string().check(z.minLength(1))));

/** POST /api/commerce/shopping-cart/entries */
export const AddEntryRequest = z.object({
  itemId: ItemId,
  sku: OptionalSku,
  quantity: z._default(z.optional(Quantity), 1),
  additionalFields: AdditionalFieldsJson,
  version: CartVersion,
});
export type AddEntryRequest = z.input<typeof AddEntryRequest>;

/** PUT /api/commerce/shopping-cart/entries/{entryId} */
export const UpdateQuantityRequest = z.object({ quantity: Quantity, version: CartVersion });
export type UpdateQuantityRequest = z.input<typeof UpdateQuantityRequest>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields */
export const UpdateAdditionalFieldsRequest = z.object({
  itemId: ItemId,
  sku: OptionalSku,
  additionalFields: z.string().check(z.maxLength(8192)),
  version: CartVersion,
});
export type UpdateAdditionalFieldsRequest = z.input<typeof UpdateAdditionalFieldsRequest>;

/** DELETE /api/commerce/shopping-cart/entries/{entryId} takes an optional `{ version }` body or If-Match. */
export const RemoveEntryRequest = z.object({ version: CartVersion });

/** Query of GET /api/commerce/shopping-cart (accepted for compatibility; totals are always computed). */
export const CartQuery = z.object({
  mock: z.optional(z.string()),
  timecode: z.optional(z.string()),
  calculateSubtotal: z.optional(z.string()),
});

export const ProductTypeName = z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL']);
export type ProductTypeName = z.infer<typeof ProductTypeName>;

export const ChosenVariant = z.object({
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
});
export type ChosenVariant = z.infer<typeof ChosenVariant>;

/** One cart line. Money fields are integer cents of the cart's currency. */
export const CartEntry = z.object({
  id: z.string(),
  itemId: z.string(),
  quantity: z.int(),
  title: z.string(),
  /** quantity × purchasePriceCents */
  subTotal: z.int(),
  /** the unit price charged: the sale price when the variant is on sale */
  purchasePriceCents: z.int(),
  /** the unit price before any sale */
  listPriceCents: z.int(),
  onSale: z.boolean(),
  chosenVariant: ChosenVariant,
  productType: ProductTypeName,
  url: z.string(),
  image: z.nullable(z.object({ assetUrl: z.string(), altText: z.string() })),
  unlimited: z.boolean(),
  qtyInStock: z.int(),
  /** the most this line may hold: stock (or 9999 when unlimited), at most 9999 */
  maxQuantity: z.int(),
  additionalFieldsFormId: z.nullable(z.string()),
  /** the submitted form values (field id → value), null without a form */
  additionalFields: z.nullable(FormValues),
  /** the same answers in display form (type, rawTitle, value/values) */
  formSubmission: z.array(FormAnswer),
});
export type CartEntry = z.infer<typeof CartEntry>;

/** The visitor's cart (spec §3 ShoppingCart) plus `version` and `currencyCode`. */
export const ShoppingCart = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.nullable(z.string()),
  created: z.int(),
  isPurchased: z.boolean(),
  entries: z.array(CartEntry),
  shippingOptions: z.array(z.unknown()),
  selectedShippingOption: z.nullable(z.unknown()),
  shippingLocation: z.nullable(z.unknown()),
  applicableTaxRules: z.array(z.unknown()),
  coupons: z.array(z.unknown()),
  validCoupons: z.array(z.unknown()),
  invalidCoupons: z.array(z.unknown()),
  subtotalCents: z.int(),
  taxCents: z.int(),
  shippingCostCents: z.int(),
  discountCents: z.int(),
  grandTotalCents: z.int(),
  totalQuantity: z.int(),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
  /** ISO 4217 code of every money field */
  currencyCode: z.string(),
  /** bumps on every change; send it back as `version` (or If-Match) to refuse stale updates */
  version: z.int().check(z.nonnegative()),
});
export type ShoppingCart = z.infer<typeof ShoppingCart>;

export const AddEntryResponse = z.object({ shoppingCart: ShoppingCart, newlyAdded: CartEntry });
export type AddEntryResponse = z.infer<typeof AddEntryResponse>;

export const UpdateEntryResponse = z.object({ shoppingCart: ShoppingCart, updatedEntry: CartEntry });
export type UpdateEntryResponse = z.infer<typeof UpdateEntryResponse>;

export const RemoveEntryResponse = z.object({ shoppingCart: ShoppingCart });
export type RemoveEntryResponse = z.infer<typeof RemoveEntryResponse>;

/** 409 body: the cart changed since `version`; here is the current one. */
export const StaleCartError = z.object({ error: z.string(), shoppingCart: ShoppingCart });
export type StaleCartError = z.infer<typeof StaleCartError>;
