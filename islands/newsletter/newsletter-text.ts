/** The newsletter pages' own words (the server's refusals are in schemas/newsletter.ts). */
export { NEWSLETTER_MESSAGES } from '../../schemas/newsletter';

export const CONFIRM_TEXT = {
  confirming: 'Confirming your subscription…',
  subscribed: "You're subscribed",
  subscribedDetail: (email: string) => `${email} will receive our newsletter. Every letter has a link to unsubscribe.`,
  signUpAgain: 'Sign up again',
  retry: 'Try again',
  home: 'Back to the shop',
} as const;

export const UNSUBSCRIBE_TEXT = {
  question: (email: string) => `Unsubscribe ${email} from our newsletter?`,
  pendingNote: 'This address has not confirmed its subscription yet; unsubscribing also cancels the confirmation.',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  unsubscribed: "You're unsubscribed",
  unsubscribedDetail: (email: string) => `${email} will receive no more newsletters from us. Changed your mind? You can subscribe again.`,
  resubscribe: 'Subscribe again',
  resubscribing: 'Subscribing…',
  resubscribed: "You're subscribed again",
  resubscribedDetail: (email: string) => `${email} will receive our newsletter again. You can unsubscribe at any time, here or from any letter.`,
  subscribedDetail: (email: string) => `${email} receives our newsletter.`,
  retry: 'Try again',
  home: 'Back to the shop',
} as const;
