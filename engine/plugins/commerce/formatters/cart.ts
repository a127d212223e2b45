/** `cart-quantity`, `cart-subtotal` and `cart-url`: the storefront's cart link pieces. */
import type { FormatterSpec } from '../../api';
import { looseNumber } from '../../../i18n/epoch-input';
import { isObject } from '../../../runtime/values';

export const CART_URL = '/cart';

/**
 * The units in a cart (the sum of its entries' quantities), in the cart-pill span. Quantities are read
 * as the reference reads them (`asNumber`: "2" is 2, "2x" is 2, "[3]" NaN, which then shows as NaN).
 */
export const cartQuantity: FormatterSpec = {
  apply(value) {
    let total = 0;
    const entries = isObject(value) ? value.entries : undefined;
    if (Array.isArray(entries)) {
      for (const entry of entries) total += isObject(entry) ? looseNumber(entry.quantity) : 0;
    }
    return `<span class="sqs-cart-quantity">${total}</span>`;
  },
};

/** Spec §8: the formatter is deprecated and says so in place of a subtotal. */
export const cartSubtotal: FormatterSpec = {
  apply: () => 'deprecated, do not use',
};

export const cartUrl: FormatterSpec = {
  apply: () => CART_URL,
};
