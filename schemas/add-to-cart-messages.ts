// The add button's texts (spec §5 refusals, §8 "Cart add"): part of this file, kept in their own module so the
// product islands' chunk carries them without every other message (schemas/messages.ts re-exports them all).
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity-range';

export { RETRY_MESSAGE } from './retry-message';

/** Alert titles of a failed add. */
export const ADD_ERROR_TITLES = {
  item: 'Unable to Add Item',
  expressCheckout: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
} as const;

/** Cart refusals (spec §5, §8 verbatim where the spec has one). */
export const CART_MESSAGES = {
  notANumber: 'Quantity must be a number.',
  notWhole: 'Quantity must be a whole number.',
  outOfRange: `Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`,
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  giftCardDenomination: 'Select a denomination for the Gift Card.',
  membershipOnce: 'A membership is bought once: it is already in your cart.',
  itemNotFound: 'Sorry, that item is unavailable.',
  subscriptionOnly: 'This product is a subscription. Subscribe to it instead of adding it to the cart.',
  notSubscribable: 'This product is not available as a subscription.',
  entryNotFound: 'That item is no longer in your cart.',
  invalidForm: 'Update the missing or invalid information above.',
  staleCart: 'Your cart changed in another window. Please review it and try again.',
} as const;

/** "Please select the Size option." / "Please select the Size and Color option." (spec §5 rule 1). */
export function selectOptionsMessage(options: readonly string[]): string {
  const list = options.length < 2 ? options.join('') : `${options.slice(0, -1).join(', ')} and ${options.at(-1)}`;
  return `Please select the ${list} option.`;
}
