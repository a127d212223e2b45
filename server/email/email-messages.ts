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

/** A visitor account's emailed link: confirm the address, set a new password, or confirm a new address. */
export interface AccountLinkData {
  storeName: string;
  /** the page that takes the link's token (absolute, token included) */
  linkUrl: string;
  /** how long the link works, e.g. "1 hour" or "3 days" */
  validFor: string;
}

/** The new address of an email change (the message goes to it). */
export interface EmailChangeData extends AccountLinkData {
  newEmail: string;
}

/** A back-in-stock notice (server/restock/restock-notices.ts): the product, its link, and how to unsubscribe. */
export interface RestockNoticeData {
  storeName: string;
  /** the product's title */
  title: string;
  /** the variant's options in display order; empty for a product without options */
  options: { name: string; value: string }[];
  /** the product page (absolute) */
  productUrl: string;
  /** the unsubscribe page with its button (absolute): the link in the body */
  unsubscribePageUrl: string;
  /** the one-click URL mail clients POST to (absolute): List-Unsubscribe, see render-email.ts */
  unsubscribeUrl: string;
}

/**
 * The newsletter's double opt-in: the link that subscribes the address. A list email, so it carries the unsubscribe
 * links too: `unsubscribeUrl` (List-Unsubscribe, the one-click endpoint) and the page a person opens.
 */
export interface NewsletterConfirmData {
  storeName: string;
  email: string;
  confirmUrl: string;
  /** how many days the confirmation link works */
  validDays: number;
  unsubscribeUrl: string;
  unsubscribePageUrl: string;
}

/** One answered field of a site form, as the owner reads it. */
export interface EmailFormAnswer {
  title: string;
  /** the answer on one line (a message may keep its own line breaks) */
  text: string;
}

/** To the site owner: a visitor submitted a site form (content/forms/<id>.json `notify`). */
export interface FormSubmissionData {
  storeName: string;
  formName: string;
  /** when it came, in the store's time zone */
  submittedAt: string;
  /** the answered fields, in form order */
  answers: EmailFormAnswer[];
  /** the page the form was on, as the visitor's browser reported it */
  pageTitle?: string;
  pageUrl?: string;
  /** the submitter's email field: the message's Reply-To, so the owner answers them directly */
  replyTo?: string;
}

export type EmailMessage =
  | { template: 'order-confirmation'; data: OrderConfirmationData }
  | { template: 'gift-card'; data: GiftCardData }
  | { template: 'download-links'; data: DownloadLinksData }
  | { template: 'order-shipped'; data: OrderShippedData }
  | { template: 'order-refunded'; data: OrderRefundedData }
  | { template: 'subscription-receipt'; data: SubscriptionReceiptData }
  | { template: 'subscription-payment-failed'; data: SubscriptionPaymentFailedData }
  | { template: 'subscription-cancelled'; data: SubscriptionCancelledData }
  | { template: 'form-submission'; data: FormSubmissionData }
  | { template: 'newsletter-confirm'; data: NewsletterConfirmData }
  | { template: 'account-verify'; data: AccountLinkData }
  | { template: 'password-reset'; data: AccountLinkData }
  | { template: 'email-change'; data: EmailChangeData }
  | { template: 'restock-notice'; data: RestockNoticeData };

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
  'form-submission',
  'newsletter-confirm',
  'account-verify',
  'password-reset',
  'email-change',
  'restock-notice',
];

export function isEmailTemplate(name: string): name is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(name);
}
