// Every user-facing message of the /api and of the islands that call it: spec §8 verbatim where the spec has the
// text, Kiosk's own wording otherwise. The server answers with them and the islands show them, so both import here.

// ── Spec §8 "Cart add" and "Cart fallbacks" ──

/** The crumb failure text when cookies are enabled. */
export const CRUMB_FAIL_MESSAGE = 'Your session has expired. Please reload the page and try again.';
/** The crumb failure text when they are not. */
export const COOKIES_DISABLED_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';
/** HTTP 429. */
export const RATE_LIMIT_MESSAGE = 'Please try again in a few seconds.';
/** A call that got no answer at all. */
export const OFFLINE_MESSAGE = 'Please check your internet connection.';
/** A failure with nothing better to say; the add button's titles and the cart refusals (a module of their own). */
export { ADD_ERROR_TITLES, CART_MESSAGES, RETRY_MESSAGE, selectOptionsMessage } from './add-to-cart-messages';

/** Titles of a failed cart-page action. */
export const CART_ACTION_TITLES = {
  quantity: 'Unable to update quantity',
  remove: 'Unable to remove item',
  form: 'Unable to update form',
  openForm: 'Unable to open form',
} as const;

export function minimumOrderMessage(minimumText: string): string {
  return `To check out, your order subtotal must be ${minimumText} or more.`;
}

/** The gift-card page's text for an unknown card, a product that is not one, or a denomination it lacks. */
export const GIFT_CARD_UNAVAILABLE = 'This gift card is not available.';

/** The subscription page's texts. */
export const SUBSCRIPTION_MESSAGES = {
  noToken: 'No subscription was chosen. Pick a subscription product and press Subscribe.',
  loadFailed: 'Unable to load the subscription. Please try again.',
  unknownCart: 'That subscription cart does not exist.',
} as const;

// ── Spec §5 form rules, §8 "Site form messages" and "Status mapping" ──

/** Messages of the form validation rules (spec §5). */
export const FORM_MESSAGES = {
  required: 'Required',
  characterLimit: 'You have exceeded the character limit.',
  /** The spec writes the example address as {email}; Kiosk shows this one. */
  invalidEmail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  invalidValue: 'This value is not valid.',
  /** Site-form field rules where the spec has no text (Kiosk's wording). */
  invalidDate: 'Enter a real date: month (1–12), day and a four-digit year.',
  invalidTime: 'Enter a time: hour (1–12), minute (0–59) and AM or PM.',
  invalidPhone: 'Enter the phone number in digits.',
  invalidNumber: 'Enter a number, such as 3 or 2.5.',
  invalidAmount: 'Enter an amount, such as 120 or 120.50.',
  invalidWebsite: 'Enter a web address, such as example.com.',
  formNotFound: 'This form has not been configured yet.',
} as const;

export const SITE_FORM_MESSAGES = {
  submitting: 'Submitting…',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsableFields: 'Could not parse the form fields, please check your entries.',
  invalidFields: 'One or more fields is invalid, please check your entries.',
  bannerAbove: 'Your form has encountered a problem. Please scroll down to review.',
  bannerBelow: 'Your form has encountered a problem. Please scroll up to review.',
  byStatus: {
    401: 'Unable to submit form. Please try again later.',
    404: 'This form has not been configured yet.',
    429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    500: 'Unable to send form. Please try again later.',
  } as Readonly<Record<number, string>>,
} as const;

// ── Spec §5 and §9 restock ──

export const RESTOCK_MESSAGES = {
  blankEmail: 'Email cannot be blank',
  invalidEmail: 'Email is invalid',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  defaultSuccess: 'Signed up!',
  unknownVariant: 'Sorry, that item is unavailable.',
  inStock: 'This item is in stock. Add it to your cart instead.',
  stillSoldOut: 'This item is still sold out: restock it before notifying the people who signed up.',
  invalidCursor: 'The cursor is not valid: pass the nextPageCursor of a previous page.',
} as const;

// ── Captcha and spam protection (spec §5, §8 verbatim where the spec has the text) ──

export const CAPTCHA_MESSAGES = {
  incomplete: 'Complete CAPTCHA before submitting.',
  notSetUp: 'ReCaptcha has not been set up!',
  verifying: 'Verifying you are human…',
  verified: 'Verified',
  label: "I'm not a robot",
  failed: 'Verification failed. Please try again.',
  /** a submission the honeypot or the minimum fill time refused (what a person never sees) */
  refused: 'Error processing form submission. Please reload and try again.',
  noChallenge: 'This site does not use the proof-of-work captcha.',
} as const;

// ── Checkout and orders (Kiosk's wording; the out-of-stock and minimum-order texts are the spec's) ──

export const CHECKOUT_MESSAGES = {
  emailInvalid: 'Enter an email address like name@example.com.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  line1Required: 'Address is required.',
  cityRequired: 'City is required.',
  countryRequired: 'Choose a country.',
  postalCodeRequired: 'Postal code is required.',
  shippingAddressRequired: 'Enter a shipping address.',
  cardNumberRequired: 'Enter a card number.',
  paymentRequired: 'Choose how to pay.',
  giftCardInvalid: 'Enter a gift card code.',
  couponInvalid: 'Enter a coupon code.',
  tooManyGiftCards: 'Use at most 5 gift cards on one order.',
  emptyCart: 'Your cart is empty.',
  alreadyPurchased: 'This cart was already checked out.',
  signInForMembership: 'Sign in to your account to buy a membership: it is added to the account you are signed in to.',
  membershipHeld: (title: string) => `Your account already has ${title}: remove it from your cart to check out.`,
  outOfStock: 'Sorry, we do not have enough of that item available.',
  noShipping: 'We do not ship to this address yet.',
  unknownShippingOption: 'That shipping option is not available for this address.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  paymentFailed: 'The payment could not be completed. Please try again.',
  providerUnavailable: 'That payment method is not available.',
  idempotencyKeyRequired: 'Checkout needs an Idempotency-Key header, so a retried request never places a second order.',
  unknownGiftCard: 'This gift card code is not valid.',
  emptyGiftCard: 'This gift card has no balance left.',
  giftCardCurrency: 'This gift card is in another currency.',
  giftCardBalanceChanged: 'A gift card balance changed while you checked out. Please review your order.',
  totalChanged: 'Your order changed while you checked out. Please review it and try again.',
  unknownCoupon: 'This coupon code is not valid.',
  couponNotStarted: 'This coupon is not active yet.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used up.',
  couponCustomerLimit: 'You have already used this coupon.',
  couponNotApplicable: 'This coupon does not apply to the items in your cart.',
  couponChanged: 'The coupon can no longer be used. Please review your order.',
  orderNotFound: 'No order matches this link.',
  downloadUnknown: 'This download link is not valid.',
  downloadExpired: 'This download link has expired or reached its download limit. Please contact the store for a new one.',
  downloadRevoked: 'This download is no longer available because the order was refunded.',
  downloadMissing: 'This file is not available right now. Please contact the store.',
  subscriptionNotFound: 'This subscription checkout has expired. Please start again from the product page.',
} as const;

/** The coupon's minimum-subtotal refusal, with the amount formatted in the store's currency. */
export function couponMinimumMessage(minimumText: string): string {
  return `This coupon needs an order subtotal of ${minimumText} or more.`;
}

// ── The API's own refusals (Kiosk's wording) ──

export const API_MESSAGES = {
  notJson: 'The request body is not valid JSON.',
  invalidRequest: 'The request is not valid.',
  badIfMatch: 'If-Match must be a cart version such as "3".',
  internal: 'Something went wrong. Please try again.',
  noSuchEndpoint: 'There is no such API endpoint.',
  databaseDown: 'The store is starting or its database cannot be reached. Please try again in a moment.',
} as const;

export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body is larger than ${maxBytes / 1024} KiB.`;
}

export function noSuchTemplateMessage(type: string): string {
  return `There is no template of type "${type}".`;
}

// ── Locked pages, member areas and the popup overlay (Kiosk's wording; spec §6 names only 'page is locked') ──

export const PAGE_ACCESS_MESSAGES = {
  wrongPassword: 'That password is not right. Please check it and try again.',
  blankPassword: 'Please enter the password.',
  notLocked: 'This page is not locked.',
  noSuchArea: 'There is no such member area.',
  signInToJoin: 'Please sign in to join.',
  paidArea: 'This member area is open to buyers of its membership: buy it to join.',
  unlocking: 'Checking…',
  joining: 'Joining…',
  unlocked: 'Unlocked. Opening the page…',
  joined: 'Welcome! Opening the page…',
} as const;
