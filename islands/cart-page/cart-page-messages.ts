/** The cart page's texts: the spec §8 "Cart fallbacks" titles and minimum-order notice (schemas/messages), and Kiosk's labels. */
import { CART_ACTION_TITLES, minimumOrderMessage } from '../../schemas/messages';

/** Titles of a failed action; the message under each comes from cartErrorMessage. */
export { CART_ACTION_TITLES, minimumOrderMessage };
export type CartAction = keyof typeof CART_ACTION_TITLES;

/** The form's button when a cart line's answers are edited: they are saved, not added again. */
export const EDIT_SUBMIT_LABEL = 'Save';

export const CART_PAGE_TEXT = {
  loading: 'Loading your cart…',
  retry: 'Try again',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  listHeading: 'Items in your cart',
  subtotal: 'Subtotal',
  taxesAtCheckout: 'Shipping and taxes are calculated at checkout.',
  checkout: 'Checkout',
  remove: 'Remove',
  edit: 'Edit',
  each: 'each',
  salePrice: 'Sale Price:',
  originalPrice: 'Original Price:',
} as const;

export const stepperLabels = (title: string) => ({
  group: `Quantity of ${title}`,
  input: `Quantity of ${title}`,
  decrease: `Decrease quantity of ${title}`,
  increase: `Increase quantity of ${title}`,
});

export const removeLabel = (title: string) => `Remove ${title}`;

/** What the page's live region says once a line's change is done (the new item count follows it). */
export const CART_ANNOUNCEMENTS = {
  quantity: (title: string, quantity: number) => `Quantity of ${title} changed to ${quantity}.`,
  remove: (title: string) => `${title} removed from your cart.`,
  form: (title: string) => `Details of ${title} saved.`,
} as const;
export const editLabel = (title: string) => `Edit the details of ${title}`;
