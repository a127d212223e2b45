/** The order pages' own words; the not-found text is CHECKOUT_MESSAGES.orderNotFound (schemas/messages). */
import type { OrderStatus } from '../../schemas/checkout';

export { CHECKOUT_MESSAGES } from '../../schemas/messages';

export const ORDER_TEXT = {
  confirmed: 'Thank you! Your order is confirmed.',
  subscriptionConfirmed: 'Subscription confirmed',
  testOrder: 'Test order: no payment was taken.',
  itemsHeading: 'Items',
  totalsHeading: 'Totals',
  shippingHeading: 'Shipping',
  nextHeading: 'What happens next',
  subscriptionHeading: 'Subscription',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  giftCards: 'Gift cards',
  total: 'Total',
  charged: 'Charged',
  refunded: 'Refunded',
  free: 'Free',
  physical: 'We will email you when it ships.',
  service: 'We will be in touch to schedule.',
  membershipNote: 'Its member pages are open to the account you were signed in to when you bought it.',
  downloadGone: 'This download link is no longer available.',
  trackPackage: 'Track your package',
  plan: 'Plan',
  nextBilling: 'Next billing date',
  payments: 'Payments',
  state: 'Status',
  viewStatus: 'View your order status',
  continueShopping: 'Continue shopping',
  retry: 'Try again',
  orderStatus: 'Order status',
} as const;

export const STATUS_TEXT: Record<OrderStatus, string> = {
  placed: 'Received',
  fulfilled: 'Shipped',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

export const orderNumberText = (n: number) => `Order #${n}`;
export const sentToText = (email: string) => `We sent a confirmation to ${email}.`;
export const giftCardSentText = (recipient: string | null, title: string) => (recipient ? `Gift card sent to ${recipient}.` : `${title}: sent by email.`);
export const downloadLabel = (title: string) => `Download ${title}`;
export const downloadTermsText = (expires: string, left: number) => `Link works until ${expires}, ${left} ${left === 1 ? 'download' : 'downloads'} left.`;
export const shippedText = (date: string, carrier?: string | null) => (carrier ? `Shipped with ${carrier} on ${date}.` : `Shipped on ${date}.`);
export const trackingNumberText = (number: string) => `Tracking number: ${number}`;
export const placedOnText = (date: string) => `Placed on ${date}`;
export const cyclesText = (billed: number, total: number) => (total > 0 ? `${billed} of ${total} payments made` : `${billed} payments made`);
export const lineQuantityText = (quantity: number) => `Quantity: ${quantity}`;
export const taxLineLabel = (name: string) => name || 'Tax';
export const couponLabel = (code: string | null) => (code ? `Discount (${code})` : 'Discount');
