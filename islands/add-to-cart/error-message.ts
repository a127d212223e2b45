/** Picks the alert title and message for a failed add (spec §8 "Cart add"). */
import { CRUMB_FAIL_MESSAGE, RATE_LIMIT_MESSAGE } from '../../schemas/cart';
import { CartRequestError } from '../stores/cart-api';
import { PRODUCT_TYPE_GIFT_CARD } from '../product/product-data';

export const ADD_ERROR_TITLES = {
  item: 'Unable to Add Item',
  expressCheckout: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
} as const;

export const COOKIES_DISABLED_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';
export const OFFLINE_MESSAGE = 'Please check your internet connection.';
export const RETRY_MESSAGE = 'Please try again.';

export interface AlertText {
  title: string;
  message: string;
}

export function addErrorTitle(productType: number, expressCheckout = false): string {
  if (productType === PRODUCT_TYPE_GIFT_CARD) return ADD_ERROR_TITLES.giftCard;
  return expressCheckout ? ADD_ERROR_TITLES.expressCheckout : ADD_ERROR_TITLES.item;
}

export function addErrorMessage(error: unknown, cookiesEnabled: boolean): string {
  if (!(error instanceof CartRequestError)) return RETRY_MESSAGE;
  if (error.crumbFail) return cookiesEnabled ? CRUMB_FAIL_MESSAGE : COOKIES_DISABLED_MESSAGE;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  if (error.failure === 'network') return OFFLINE_MESSAGE;
  return error.failure === 'server' && error.message ? error.message : RETRY_MESSAGE;
}
