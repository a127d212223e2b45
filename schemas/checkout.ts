// Shapes of checkout and orders (/api/commerce/checkout…, /api/commerce/orders…): the quote the checkout page
// shows, the order it places and the order a customer reads back; shared by islands/ and server/.
import * as z from 'zod/mini';
import { ShoppingCart } from './cart';
import { CHECKOUT_MESSAGES } from './messages';

export { CHECKOUT_MESSAGES } from './messages';

const text = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** An email address as checkout accepts it: something@domain.tld, at most 254 characters. */
export const EmailAddress = z.string({ error: CHECKOUT_MESSAGES.emailInvalid }).check(
  z.trim(),
  z.maxLength(254, { error: CHECKOUT_MESSAGES.emailInvalid }),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: CHECKOUT_MESSAGES.emailInvalid }),
);

/** ISO 3166-1 alpha-2, upper case ("US", "CA"). */
export const CountryCode = z.pipe(
  z.transform((raw: unknown) => (typeof raw === 'string' ? raw.trim().toUpperCase() : raw)),
  z.string({ error: CHECKOUT_MESSAGES.countryRequired }).check(z.regex(/^[A-Z]{2}$/, { error: CHECKOUT_MESSAGES.countryRequired })),
);

export const ShippingAddress = z.object({
  firstName: text(100, CHECKOUT_MESSAGES.firstNameRequired),
  lastName: text(100, CHECKOUT_MESSAGES.lastNameRequired),
  line1: text(200, CHECKOUT_MESSAGES.line1Required),
  line2: optionalText(200),
  city: text(100, CHECKOUT_MESSAGES.cityRequired),
  /** state, province or county; may be empty where a country has none */
  region: z._default(optionalText(100), ''),
  postalCode: z._default(optionalText(20), ''),
  country: CountryCode,
  phone: optionalText(40),
});
export type ShippingAddress = z.output<typeof ShippingAddress>;

/** Where an order would ship, as much as a quote needs: the country, and the region and postal code if known. */
export const ShippingDestination = z.object({
  country: CountryCode,
  region: z._default(optionalText(100), ''),
  postalCode: z._default(optionalText(20), ''),
});
export type ShippingDestination = z.output<typeof ShippingDestination>;

export const PaymentProviderName = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const PaymentInput = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('test'),
    /** digits, spaces allowed */
    cardNumber: z.string({ error: CHECKOUT_MESSAGES.cardNumberRequired }).check(
      z.regex(/^[0-9 ]{12,23}$/, { error: CHECKOUT_MESSAGES.cardNumberRequired }),
    ),
  }),
  z.object({ provider: z.literal('stripe'), paymentMethodId: text(255, CHECKOUT_MESSAGES.paymentRequired) }),
]);
export type PaymentInput = z.output<typeof PaymentInput>;

/** A gift-card code as typed: letters and digits, spaces and dashes ignored. */
export const GiftCardCode = text(40, CHECKOUT_MESSAGES.giftCardInvalid);
export const CouponCode = text(40, CHECKOUT_MESSAGES.couponInvalid);

const GiftCardCodes = z.optional(z.array(GiftCardCode).check(z.maxLength(5, { error: CHECKOUT_MESSAGES.tooManyGiftCards })));

/** What a quote depends on; the checkout sends the same fields, so the page shows exactly what is charged. */
const PricingChoices = {
  shippingOptionId: z.optional(z.string().check(z.maxLength(100))),
  giftCardCodes: GiftCardCodes,
  couponCode: z.optional(CouponCode),
  /** a subscription checkout: the subscription cart's token instead of the visitor's cart */
  subscriptionToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
};

/** POST /api/commerce/checkout/quote */
export const QuoteRequest = z.object({
  email: z.optional(EmailAddress),
  shippingDestination: z.optional(ShippingDestination),
  ...PricingChoices,
});
export type QuoteRequest = z.input<typeof QuoteRequest>;
export type CheckedQuoteRequest = z.output<typeof QuoteRequest>;

/** POST /api/commerce/checkout (Idempotency-Key required) */
export const CheckoutRequest = z.object({
  email: EmailAddress,
  shippingAddress: z.optional(ShippingAddress),
  /** how to pay the amount due; may be left out only when gift cards cover the whole order */
  payment: z.optional(PaymentInput),
  ...PricingChoices,
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;
/** The request as the server reads it once checked. */
export type CheckedCheckoutRequest = z.output<typeof CheckoutRequest>;

export const ShippingOption = z.object({
  id: z.string(),
  name: z.string(),
  /** "3–5 business days", a pickup address */
  description: z.string(),
  kind: z.enum(['delivery', 'pickup']),
  amountCents: z.int(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const TaxLine = z.object({
  id: z.string(),
  name: z.string(),
  /** 0.0475 for 4.75 % */
  rate: z.number(),
  amountCents: z.int(),
});
export type TaxLine = z.infer<typeof TaxLine>;

export const CouponState = z.object({
  code: z.string(),
  valid: z.boolean(),
  /** why an invalid code does not apply */
  reason: z.optional(z.string()),
  discountCents: z.int(),
  freeShipping: z.boolean(),
});
export type CouponState = z.infer<typeof CouponState>;

export const AppliedGiftCard = z.object({
  /** the code as the customer may see it: "•••• 7KQ2" */
  maskedCode: z.string(),
  appliedCents: z.int(),
  remainingCents: z.int(),
});
export type AppliedGiftCard = z.infer<typeof AppliedGiftCard>;

export const PaymentConfig = z.object({
  /** the providers this store takes, the default first */
  providers: z.array(PaymentProviderName),
  /** Stripe.js loads only when this is set */
  stripePublishableKey: z.nullable(z.string()),
  /** no real money moves (the test provider) */
  testMode: z.boolean(),
});
export type PaymentConfig = z.infer<typeof PaymentConfig>;

/** The answer of the quote: the cart with shipping, tax and discounts filled in, and what is due. */
export const CheckoutQuote = z.object({
  shoppingCart: ShoppingCart,
  shippingOptions: z.array(ShippingOption),
  /** null when nothing ships, or no option reaches the destination */
  selectedShippingOption: z.nullable(ShippingOption),
  taxLines: z.array(TaxLine),
  coupon: z.nullable(CouponState),
  giftCards: z.array(AppliedGiftCard),
  /** codes that are unknown, empty or in another currency, with the reason */
  invalidGiftCards: z.array(z.object({ code: z.string(), reason: z.string() })),
  subtotalCents: z.int(),
  discountCents: z.int(),
  shippingCents: z.int(),
  taxCents: z.int(),
  grandTotalCents: z.int(),
  giftCardCents: z.int(),
  /** what the payment provider is asked for */
  amountDueCents: z.int(),
  currencyCode: z.string(),
  requiresShipping: z.boolean(),
  /** prices include tax: taxCents is the part of the total that is tax */
  pricesIncludeTax: z.boolean(),
  /** the minimum-order rule, when the store has one */
  minimumOrderCents: z.nullable(z.int()),
  /** what keeps this from being placed (empty cart, below the minimum, no shipping to the destination) */
  blockers: z.array(z.string()),
  payment: PaymentConfig,
  /** set for a subscription checkout */
  subscription: z.nullable(z.object({ planText: z.string(), billingPeriod: z.object({ value: z.int(), unit: z.string() }), numBillingCycles: z.int() })),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

/** A decimal amount as the analytics object carries it (spec §3: decimalValue). */
const AnalyticsMoney = z.object({ decimalValue: z.string(), currencyCode: z.string() });

/** Spec §3 order-confirmation analytics: handed to the tag manager's purchase event. */
export const OrderAnalytics = z.object({
  id: z.string(),
  purchasedCartId: z.string(),
  testMode: z.boolean(),
  websiteId: z.string(),
  items: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.int(), unitPrice: AnalyticsMoney })),
  grandTotal: AnalyticsMoney,
  shippingTotal: AnalyticsMoney,
  taxTotal: AnalyticsMoney,
});
export type OrderAnalytics = z.infer<typeof OrderAnalytics>;

export const OrderStatus = z.enum(['placed', 'fulfilled', 'cancelled', 'refunded', 'partially_refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const PaymentStatus = z.enum(['none', 'pending', 'authorized', 'captured', 'refunded', 'partially_refunded', 'cancelled', 'failed']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const OrderLine = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  title: z.string(),
  productType: z.string(),
  quantity: z.int(),
  unitPriceCents: z.int(),
  subtotalCents: z.int(),
  attributes: z.record(z.string(), z.string()),
  refundedQuantity: z.int(),
  /** digital lines: the signed link while it works */
  download: z.nullable(z.object({ url: z.string(), expiresAt: z.int(), downloadsLeft: z.int() })),
  /** gift-card lines: who it was sent to */
  giftCardRecipient: z.nullable(z.string()),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** An order as its customer (status link) and its owner read it. */
export const OrderView = z.object({
  id: z.string(),
  orderNumber: z.int(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  email: z.string(),
  createdAt: z.int(),
  currencyCode: z.string(),
  lines: z.array(OrderLine),
  subtotalCents: z.int(),
  discountCents: z.int(),
  shippingCents: z.int(),
  taxCents: z.int(),
  giftCardCents: z.int(),
  grandTotalCents: z.int(),
  amountChargedCents: z.int(),
  refundedCents: z.int(),
  couponCode: z.nullable(z.string()),
  shippingAddress: z.nullable(ShippingAddress),
  shippingOption: z.nullable(ShippingOption),
  taxLines: z.array(TaxLine),
  testMode: z.boolean(),
  fulfillment: z.nullable(z.object({
    trackingNumber: z.nullable(z.string()), trackingUrl: z.nullable(z.string()), carrier: z.nullable(z.string()), fulfilledAt: z.int(),
  })),
  subscription: z.nullable(z.object({
    id: z.string(), status: z.string(), planText: z.string(), nextBillingAt: z.nullable(z.int()), cyclesBilled: z.int(), cyclesTotal: z.int(),
  })),
  /** the status page of this order (page type 211) */
  statusUrl: z.string(),
  analytics: OrderAnalytics,
});
export type OrderView = z.infer<typeof OrderView>;

/** 201 of POST /api/commerce/checkout */
export const CheckoutResponse = z.object({ order: OrderView, confirmationUrl: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** 409 of POST /api/commerce/checkout when stock ran out: the lines short of stock. */
export const OutOfStockError = z.object({
  error: z.string(),
  items: z.array(z.object({ itemId: z.string(), sku: z.string(), title: z.string(), requested: z.int(), available: z.int() })),
});

/** GET /api/commerce/orders/{orderId}?token= */
export const OrderAccessQuery = z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) });
