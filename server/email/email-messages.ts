// The transactional emails Kiosk sends: one template name per message, each with the plain JSON its templates
// read. Everything shown is ready text (money, dates and addresses formatted by the caller, URLs absolute).

/** One bought line as the customer reads it. */
export interface EmailOrderLine {
  title: string;
  /** the chosen options, e.g. "Large / Blue"; absent for a product without variants */
  variant?: string;
  quantity: number;
  unitPrice: string;
  subtotal: string;
}

export interface OrderConfirmationData {
  storeName: string;
  orderNumber: string;
  email: string;
  /** where the customer can see the order at any time (absolute) */
  statusUrl: string;
  lines: EmailOrderLine[];
  subtotal: string;
  /** present only when there is something to show, as negative amounts where they take money off ("-$5.00") */
  discount?: string;
  shipping?: string;
  tax?: string;
  giftCards?: string;
  total: string;
  /** the address lines, name first */
  shippingAddress?: string[];
  /** paid with a test payment method: nothing was charged and nothing will ship */
  testMode: boolean;
  /** what happens now, one sentence each ("Your download links follow in a separate email.") */
  nextSteps: string[];
}

export interface GiftCardData {
  storeName: string;
  recipientName: string;
  senderName: string;
  message?: string;
  code: string;
  amount: string;
  storeUrl: string;
}

export interface EmailDownload {
  title: string;
  url: string;
  expiresAt: string;
  /** absent: no limit on the number of downloads */
  maxDownloads?: number;
}

export interface DownloadLinksData {
  storeName: string;
  orderNumber: string;
  downloads: EmailDownload[];
}

/** A shipped line: what is in the parcel. */
export interface EmailShippedLine {
  title: string;
  variant?: string;
  quantity: number;
}

export interface OrderShippedData {
  storeName: string;
  orderNumber: string;
  statusUrl: string;
  carrier?: string;
  trackingNumber: string;
  trackingUrl?: string;
  lines: EmailShippedLine[];
  shippingAddress?: string[];
}

export interface OrderRefundedData {
  storeName: string;
  orderNumber: string;
  statusUrl: string;
  /** the amount of this refund */
  amount: string;
  /** true when the whole order has now been refunded */
  fullRefund: boolean;
  reason?: string;
}

export interface SubscriptionReceiptData {
  storeName: string;
  /** the subscribed product */
  title: string;
  /** e.g. "Every month, 12 payments" or "Every 2 weeks until cancelled" */
  planText: string;
  amount: string;
  paidOn: string;
  /** absent after the last payment of a plan with a fixed number of payments */
  nextBillingDate?: string;
  manageUrl: string;
  testMode: boolean;
}

/** The payment will be tried again on `nextAttemptDate`, or retries are over and the subscription is past due. */
export type SubscriptionPaymentFailedData = {
  storeName: string;
  title: string;
  amount: string;
  manageUrl: string;
} & ({ pastDue: false; nextAttemptDate: string } | { pastDue: true });

export interface SubscriptionCancelledData {
  storeName: string;
  title: string;
  cancelledOn: string;
  /** cancelled by the store after its payments kept failing, not at the customer's request */
  paymentFailed: boolean;
  storeUrl: string;
}

export type EmailMessage =
  | { template: 'order-confirmation'; data: OrderConfirmationData }
  | { template: 'gift-card'; data: GiftCardData }
  | { template: 'download-links'; data: DownloadLinksData }
  | { template: 'order-shipped'; data: OrderShippedData }
  | { template: 'order-refunded'; data: OrderRefundedData }
  | { template: 'subscription-receipt'; data: SubscriptionReceiptData }
  | { template: 'subscription-payment-failed'; data: SubscriptionPaymentFailedData }
  | { template: 'subscription-cancelled'; data: SubscriptionCancelledData };

export type EmailTemplate = EmailMessage['template'];

/** Every template, in a fixed order: what the renderer checks and the tests render. */
export const EMAIL_TEMPLATES: readonly EmailTemplate[] = [
  'order-confirmation',
  'gift-card',
  'download-links',
  'order-shipped',
  'order-refunded',
  'subscription-receipt',
  'subscription-payment-failed',
  'subscription-cancelled',
];

export function isEmailTemplate(name: string): name is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(name);
}
