/**
 * The checkout form's values, the checks made before anything is sent (with the contract's own schemas and
 * messages, so the page and the server agree), and the quote and place requests built from them.
 */
import * as z from 'zod/mini';
import { EmailAddress, ShippingAddress, type CheckoutRequest, type PaymentInput, type QuoteRequest } from '../../schemas/checkout';
import { CHECKOUT_MESSAGES } from './checkout-text';

export interface CheckoutValues {
  email: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  country: string;
  region: string;
  postalCode: string;
  phone: string;
  cardNumber: string;
}

/** A field that can carry a message: the typed ones, and the choices made with buttons. */
export type FieldName = keyof CheckoutValues | 'coupon' | 'giftCard' | 'shippingOption' | 'payment';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Page order: the first invalid field in it gets the focus. */
export const FIELD_ORDER: readonly FieldName[] = [
  'email', 'firstName', 'lastName', 'line1', 'line2', 'city', 'country', 'region', 'postalCode', 'phone',
  'shippingOption', 'coupon', 'giftCard', 'cardNumber', 'payment',
];

export const DEFAULT_COUNTRY = 'US';

export const EMPTY_VALUES: CheckoutValues = {
  email: '', firstName: '', lastName: '', line1: '', line2: '', city: '', country: DEFAULT_COUNTRY, region: '', postalCode: '', phone: '', cardNumber: '',
};

/** Countries whose addresses have no postal code; everywhere else the carrier needs one. */
const NO_POSTAL_CODE = new Set(['AE', 'AG', 'AO', 'BS', 'BZ', 'FJ', 'GH', 'HK', 'IE', 'JM', 'MO', 'QA', 'TT', 'UG', 'ZW']);

export function needsPostalCode(country: string): boolean {
  return !NO_POSTAL_CODE.has(country.toUpperCase());
}

/** What the visitor has chosen besides the typed fields; sent alike in every quote and in the order. */
export interface PricingChoices {
  shippingOptionId?: string;
  couponCode?: string;
  giftCardCodes: readonly string[];
  subscriptionToken?: string;
}

export type PaymentMode = 'test' | 'stripe' | undefined;

export interface CheckRules {
  requiresShipping: boolean;
  /** how the visitor pays: the test card field is checked here; Stripe checks its own card form */
  payment: PaymentMode;
}

function addressOf(values: CheckoutValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    line1: values.line1,
    line2: values.line2.trim() === '' ? undefined : values.line2,
    city: values.city,
    region: values.region,
    postalCode: values.postalCode,
    country: values.country,
    phone: values.phone.trim() === '' ? undefined : values.phone,
  };
}

/** The messages to show, in page order; empty when the form can be sent. */
export function validateCheckout(values: CheckoutValues, rules: CheckRules): FieldErrors {
  const errors: FieldErrors = {};
  const email = z.safeParse(EmailAddress, values.email);
  if (!email.success) errors.email = CHECKOUT_MESSAGES.emailInvalid;
  if (rules.requiresShipping) {
    const address = z.safeParse(ShippingAddress, addressOf(values));
    for (const issue of address.success ? [] : address.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in values && errors[field as FieldName] === undefined) errors[field as FieldName] = issue.message;
    }
    if (values.postalCode.trim() === '' && needsPostalCode(values.country)) errors.postalCode = CHECKOUT_MESSAGES.postalCodeRequired;
  }
  if (rules.payment === 'test' && !/^[0-9 ]{12,23}$/.test(values.cardNumber.trim())) errors.cardNumber = CHECKOUT_MESSAGES.cardNumberRequired;
  return orderErrors(errors);
}

/** The same messages with their keys in page order (object order is what the focus and the summary follow). */
export function orderErrors(errors: FieldErrors): FieldErrors {
  const ordered: FieldErrors = {};
  for (const name of FIELD_ORDER) if (errors[name] !== undefined) ordered[name] = errors[name];
  return ordered;
}

export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name] !== undefined);
}

/** The part of the address a quote prices shipping and tax by. */
export function destinationOf(values: CheckoutValues): NonNullable<QuoteRequest['shippingDestination']> {
  return { country: values.country, region: values.region.trim(), postalCode: values.postalCode.trim() };
}

function choicesOf(choices: PricingChoices): Pick<QuoteRequest, 'shippingOptionId' | 'couponCode' | 'giftCardCodes' | 'subscriptionToken'> {
  return {
    ...(choices.shippingOptionId ? { shippingOptionId: choices.shippingOptionId } : {}),
    ...(choices.couponCode ? { couponCode: choices.couponCode } : {}),
    ...(choices.giftCardCodes.length > 0 ? { giftCardCodes: [...choices.giftCardCodes] } : {}),
    ...(choices.subscriptionToken ? { subscriptionToken: choices.subscriptionToken } : {}),
  };
}

/** A quote for what is known so far: the email only once it reads as one (a per-customer coupon limit needs it). */
export function buildQuoteRequest(choices: PricingChoices, values?: CheckoutValues, withDestination = false): QuoteRequest {
  const request: QuoteRequest = choicesOf(choices);
  if (values && z.safeParse(EmailAddress, values.email).success) request.email = values.email.trim();
  if (values && withDestination) request.shippingDestination = destinationOf(values);
  return request;
}

/** `payment` undefined: gift cards cover the whole order, nothing is charged. */
export function buildCheckoutRequest(values: CheckoutValues, choices: PricingChoices, payment: PaymentInput | undefined, requiresShipping: boolean): CheckoutRequest {
  return {
    email: values.email.trim(),
    ...(requiresShipping ? { shippingAddress: addressOf(values) } : {}),
    ...(payment ? { payment } : {}),
    ...choicesOf(choices),
  };
}

/** Gift-card codes compare as the server reads them: letters and digits only, any case. */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}
