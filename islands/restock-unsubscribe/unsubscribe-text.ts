/** The back-in-stock unsubscribe page's own words, and the token its link carries. */
export { RESTOCK_UNSUBSCRIBE_MESSAGES } from '../../schemas/restock-unsubscribe';

export const UNSUBSCRIBE_TEXT = {
  question: 'Stop this back-in-stock notice?',
  explain: 'You signed up to hear when an item was back in stock. Unsubscribing cancels that sign-up: we forget it and send nothing more about it.',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  done: 'You are unsubscribed',
  doneDetail: (product: string) => `We will not email you about ${product} again.`,
  retry: 'Try again',
  continueShopping: 'Continue shopping',
} as const;

const TOKEN_LENGTH = { min: 16, max: 200 };

/** The token of `?token=…`; none when it cannot be one (no call is made for it). */
export function unsubscribeTokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max ? token : undefined;
}
