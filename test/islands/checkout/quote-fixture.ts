/** A checkout quote as the server answers it (schemas/checkout CheckoutQuote), for the checkout page's tests. */
import type { CheckoutQuote, ShippingOption } from '../../../schemas/checkout';
import { cartEntry, shoppingCart } from '../stores/cart-fixture';

export const STANDARD: ShippingOption = { id: 'standard', name: 'Standard', description: '3–5 business days', kind: 'delivery', amountCents: 600 };
export const PICKUP: ShippingOption = { id: 'pickup', name: 'Pickup', description: 'Studio, Mon–Fri', kind: 'pickup', amountCents: 0 };

export function quote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    shoppingCart: shoppingCart([cartEntry({ quantity: 2, subTotal: 5000 })]),
    shippingOptions: [STANDARD, PICKUP],
    selectedShippingOption: STANDARD,
    taxLines: [{ id: 'nc', name: 'NC sales tax', rate: 0.0475, amountCents: 238 }],
    coupon: null,
    giftCards: [],
    invalidGiftCards: [],
    subtotalCents: 5000,
    discountCents: 0,
    shippingCents: 600,
    taxCents: 238,
    grandTotalCents: 5838,
    giftCardCents: 0,
    amountDueCents: 5838,
    currencyCode: 'USD',
    requiresShipping: true,
    pricesIncludeTax: false,
    minimumOrderCents: null,
    blockers: [],
    payment: { providers: ['test'], stripePublishableKey: null, testMode: true },
    subscription: null,
    ...overrides,
  };
}
