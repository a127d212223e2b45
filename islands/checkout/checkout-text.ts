/** The checkout page's own words (labels, notes, progress); refusals come from CHECKOUT_MESSAGES in schemas/messages. */
export { CHECKOUT_MESSAGES, minimumOrderMessage } from '../../schemas/messages';

export const CHECKOUT_TEXT = {
  loading: 'Loading your order…',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  backToCart: 'Back to cart',
  retry: 'Try again',
  contactHeading: 'Contact',
  email: 'Email',
  shippingHeading: 'Shipping address',
  firstName: 'First name',
  lastName: 'Last name',
  line1: 'Address',
  line2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  country: 'Country',
  region: 'State / region',
  postalCode: 'Postal code',
  phone: 'Phone (optional)',
  deliveryHeading: 'Delivery',
  deliveryHint: 'Enter your address to see the delivery options.',
  noDelivery: 'No delivery option reaches this address.',
  free: 'Free',
  codesHeading: 'Discounts and gift cards',
  coupon: 'Coupon code',
  giftCard: 'Gift card code',
  apply: 'Apply',
  remove: 'Remove',
  paymentHeading: 'Payment',
  paymentMethod: 'Payment method',
  cardNumber: 'Card number',
  card: 'Card',
  providerNames: { test: 'Test card', stripe: 'Credit or debit card' },
  testModeNote: 'Test mode: use 4242 4242 4242 4242. No real payment is taken.',
  nothingToPay: 'Nothing to pay: your gift cards cover this order.',
  stripeLoading: 'Loading the secure card form…',
  stripeUnavailable: 'The card form could not load. Please check your connection and reload the page.',
  summaryHeading: 'Order summary',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  shippingLater: 'Calculated from your address',
  taxLater: 'Calculated from your address',
  tax: 'Tax',
  giftCards: 'Gift cards',
  total: 'Total',
  amountDue: 'Amount due',
  plan: 'Subscription',
  formLabel: 'Checkout details',
  placeOrder: 'Place order',
  placing: 'Placing order…',
  updating: 'Updating your order…',
  adjustCart: 'Adjust your cart',
  signIn: 'Sign in',
  outOfStockHeading: 'Some items are no longer available in the quantity you chose:',
} as const;

/** "includes $1.20 tax", when prices include tax. */
export const includesTaxText = (amount: string) => `includes ${amount} tax`;
export const couponAppliedText = (code: string) => `Coupon ${code} applied.`;
export const couponFreeShippingText = (code: string) => `Coupon ${code} applied: free shipping.`;
export const giftCardText = (masked: string, applied: string, remaining: string) => `Gift card ${masked}: ${applied} applied, ${remaining} left on the card.`;
export const removeGiftCardLabel = (masked: string) => `Remove gift card ${masked}`;
export const removeCouponLabel = (code: string) => `Remove coupon ${code}`;
export const totalUpdatedText = (total: string) => `Order updated. Total: ${total}.`;
export const invalidFieldsText = (count: number) => (count === 1 ? 'Please correct 1 field.' : `Please correct ${count} fields.`);
export const outOfStockLine = (title: string, available: number) => (available > 0 ? `${title}: only ${available} left` : `${title}: sold out`);
export const lineQuantityText = (quantity: number) => `Quantity: ${quantity}`;
