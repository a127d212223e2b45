/**
 * What a refused quote or order means for the page, from the client's one failure shape: which field a message
 * belongs to, whether the same attempt may be sent again (with the same Idempotency-Key), and the stock shortfall.
 */
import * as z from 'zod/mini';
import { OutOfStockError } from '../../schemas/checkout';
import { COOKIES_DISABLED_MESSAGE, CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE, RETRY_MESSAGE } from '../../schemas/messages';
import type { ApiFailure } from '../site-api/api-failure';
import { failureMessage } from '../site-api/failure-message';
import { orderErrors, type FieldErrors, type FieldName } from './checkout-form';
import { CHECKOUT_MESSAGES } from './checkout-text';

export type OutOfStockItem = z.infer<typeof OutOfStockError>['items'][number];

export type PlaceProblem =
  /** the server refused fields: shown at them; `message` for what belongs to none */
  | { kind: 'fields'; fieldErrors: FieldErrors; message?: string }
  /** 402: shown at the payment field */
  | { kind: 'payment'; message: string }
  /** 409 with the lines short of stock: back to the cart to adjust */
  | { kind: 'stock'; message: string; items: OutOfStockItem[] }
  /** 401: a membership in the cart is bought signed in; `href` signs in and comes back to the checkout */
  | { kind: 'sign-in'; message: string; href: string }
  /** 409 otherwise (a coupon or gift-card balance changed): the page quotes again for the visitor to review */
  | { kind: 'changed'; message: string }
  /** no answer, 429 or a server fault: the same attempt may be sent again, with the same key */
  | { kind: 'retry'; message: string }
  | { kind: 'message'; message: string };

/** The 422 body of a schema refusal: one issue per field path ("shippingAddress.city"). */
const IssuesBody = z.looseObject({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });

/** The 401 body of a checkout that needs a signed-in buyer (a membership in the cart): where to sign in. */
// Only a path on this site: never another origin, nor a protocol-relative //host.
const SignInBody = z.looseObject({ signInUrl: z.string().check(z.regex(/^\/(?![/\\])/)) });

const ADDRESS_FIELDS = new Set(['firstName', 'lastName', 'line1', 'line2', 'city', 'country', 'region', 'postalCode', 'phone']);

/** The page's field for a request path of the contract; undefined for a path no single field owns. */
export function fieldOfPath(path: string): FieldName | undefined {
  const [head, sub] = path.split('.');
  if (head === 'email') return 'email';
  if ((head === 'shippingAddress' || head === 'shippingDestination') && sub !== undefined && ADDRESS_FIELDS.has(sub)) return sub as FieldName;
  if (head === 'payment') return sub === 'cardNumber' ? 'cardNumber' : 'payment';
  if (head === 'couponCode') return 'coupon';
  if (head === 'giftCardCodes') return 'giftCard';
  if (head === 'shippingOptionId') return 'shippingOption';
  return undefined;
}

/** The refused fields of a 422 (its `issues`, else its `errors`) and the messages that belong to no field. */
export function fieldRefusal(failure: ApiFailure): { fieldErrors: FieldErrors; rest: string[] } {
  const parsed = z.safeParse(IssuesBody, failure.body);
  const pairs = parsed.success ? parsed.data.issues.map((i) => [i.path, i.message] as const) : Object.entries(failure.fieldErrors ?? {});
  const fieldErrors: FieldErrors = {};
  const rest: string[] = [];
  for (const [path, message] of pairs) {
    const field = fieldOfPath(path);
    if (field === undefined) rest.push(message);
    else fieldErrors[field] ??= message;
  }
  return { fieldErrors: orderErrors(fieldErrors), rest };
}

/** The message of any refusal before the status mapping: a crumb failure, 429, offline, the server's words. */
export function commonMessage(failure: ApiFailure, cookiesEnabled: boolean, fallback: string): string {
  if (failure.crumbFail) return cookiesEnabled ? CRUMB_FAIL_MESSAGE : COOKIES_DISABLED_MESSAGE;
  if (failure.status === 429) return RATE_LIMIT_MESSAGE;
  return failureMessage(failure, fallback);
}

export function placeProblem(failure: ApiFailure, cookiesEnabled = true): PlaceProblem {
  if (failure.kind === 'network' || failure.status === 429 || failure.status >= 500 || failure.kind === 'protocol') {
    return { kind: 'retry', message: commonMessage(failure, cookiesEnabled, RETRY_MESSAGE) };
  }
  if (failure.status === 401) {
    const signIn = z.safeParse(SignInBody, failure.body);
    if (signIn.success) return { kind: 'sign-in', message: failureMessage(failure, RETRY_MESSAGE), href: signIn.data.signInUrl };
  }
  if (failure.status === 402) return { kind: 'payment', message: failureMessage(failure, CHECKOUT_MESSAGES.paymentFailed) };
  if (failure.status === 409) {
    const stock = z.safeParse(OutOfStockError, failure.body);
    if (stock.success && stock.data.items.length > 0) {
      return { kind: 'stock', message: failureMessage(failure, CHECKOUT_MESSAGES.outOfStock), items: stock.data.items };
    }
    return { kind: 'changed', message: failureMessage(failure, RETRY_MESSAGE) };
  }
  if (failure.status === 422) {
    const { fieldErrors, rest } = fieldRefusal(failure);
    if (Object.keys(fieldErrors).length > 0) return { kind: 'fields', fieldErrors, message: rest.length > 0 ? rest.join(' ') : undefined };
  }
  return { kind: 'message', message: commonMessage(failure, cookiesEnabled, RETRY_MESSAGE) };
}

/** Why the page could not price the order: an expired subscription cart (404), else as any refusal. */
export function quoteFailureMessage(failure: ApiFailure, cookiesEnabled = true): string {
  if (failure.status === 404) return CHECKOUT_MESSAGES.subscriptionNotFound;
  return commonMessage(failure, cookiesEnabled, RETRY_MESSAGE);
}
