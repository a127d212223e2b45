// What pricing reads and answers: the lines as the catalog prices them, the destination and choices, the store's
// checkout settings and what the database knows of coupons and gift cards. Pure data: pricing does no I/O.
import type { AppliedGiftCard, CouponState, ShippingDestination, ShippingOption, TaxLine } from '../../../schemas/checkout';
import type { CheckoutSettings } from '../../../schemas/checkout-settings';

export interface PricedLine {
  entryId: string;
  itemId: string;
  /** the product's url slug ("field-guide-ebook"), when known: a coupon's scope may name products by it */
  urlSlug?: string;
  sku: string;
  title: string;
  productType: 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD' | 'PAYWALL';
  /** the product's categories (coupon scope) */
  categories: readonly string[];
  quantity: number;
  /** the unit price charged (sale price when on sale), integer cents */
  unitCents: number;
  /** the variant's weight in the store's weight unit (0 when unknown) */
  weight: number;
}

/** A coupon's use so far, read in the same transaction that will take it. */
export interface CouponUse {
  /** every order's uses */
  uses: number;
  /** this customer's (by email) uses; 0 when no email is known yet */
  customerUses: number;
}

/** A gift card the customer typed, as found in the database. */
export interface GiftCardBalance {
  /** the code as typed (trimmed) */
  code: string;
  /** undefined: no card has this code */
  card?: { id: string; balanceCents: number; currency: string; last4: string; disabled: boolean };
}

export interface QuoteInput {
  lines: readonly PricedLine[];
  currency: string;
  settings: CheckoutSettings;
  /** undefined until the customer says where it ships */
  destination?: ShippingDestination;
  shippingOptionId?: string;
  couponCode?: string;
  /** the coupon's use counts (only read when couponCode names a known coupon) */
  couponUse?: CouponUse;
  giftCards: readonly GiftCardBalance[];
  /** websiteSettings.storeSettings.minimumOrderSubtotal in cents, null when the store has none */
  minimumOrderCents: number | null;
  /** formats cents in the store's currency for messages ("$75.00") */
  formatMoney: (cents: number) => string;
  /** epoch ms: coupon start and end dates */
  now: number;
}

export interface Quote {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** subtotal − discount + shipping (+ tax when prices exclude it) */
  grandTotalCents: number;
  giftCardCents: number;
  /** grand total − gift cards: what the payment provider is asked for */
  amountDueCents: number;
  requiresShipping: boolean;
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  taxLines: TaxLine[];
  coupon: CouponState | null;
  /** the known coupon's definition when `coupon.valid` (the checkout takes a use of it) */
  couponCode: string | null;
  giftCards: (AppliedGiftCard & { id: string })[];
  invalidGiftCards: { code: string; reason: string }[];
  /** what keeps the order from being placed, in the customer's words */
  blockers: string[];
  pricesIncludeTax: boolean;
  minimumOrderCents: number | null;
}
