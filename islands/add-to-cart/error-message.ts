/** Picks the alert title and message for a failed add (spec §8 "Cart add"). */
import { ProductType } from '../../engine/commerce/product-types'; // not the index: see validate.ts
import { ADD_ERROR_TITLES } from '../../schemas/add-to-cart-messages';
import { cartErrorMessage } from '../stores/cart-error-message';

export { ADD_ERROR_TITLES };

export interface AlertText {
  title: string;
  message: string;
}

export function addErrorTitle(productType: number, expressCheckout = false): string {
  if (productType === ProductType.GIFT_CARD) return ADD_ERROR_TITLES.giftCard;
  return expressCheckout ? ADD_ERROR_TITLES.expressCheckout : ADD_ERROR_TITLES.item;
}

/** The same messages as every cart call: an add is one. */
export const addErrorMessage = cartErrorMessage;
