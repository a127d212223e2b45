// The card numbers the built-in test provider understands, and what each one does: a merchant (or a test) picks
// the outcome of a purchase by the number typed, the way Stripe's test cards work, without any network.
import { CHECKOUT_MESSAGES } from '../../schemas/messages';

/** The test provider's own wording where CHECKOUT_MESSAGES has none. */
export const TEST_CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
} as const;

/** What happens when a card is charged. */
export type TestCardBehaviour = 'succeeds' | 'card_declined' | 'insufficient_funds';

/** The numbers with a fixed behaviour (Stripe's test numbers, so a merchant's habits carry over). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** succeeds at checkout, declines every later charge of its saved method: a renewal that fails */
  declinesWhenSaved: '4000 0000 0000 0341',
} as const;

const BEHAVIOUR_BY_DIGITS: ReadonlyMap<string, TestCardBehaviour> = new Map([
  [digitsOf(TEST_CARDS.succeeds), 'succeeds'],
  [digitsOf(TEST_CARDS.declined), 'card_declined'],
  [digitsOf(TEST_CARDS.insufficientFunds), 'insufficient_funds'],
]);

const SAVED_BEHAVIOUR_BY_DIGITS: ReadonlyMap<string, TestCardBehaviour> = new Map([
  [digitsOf(TEST_CARDS.declinesWhenSaved), 'card_declined'],
]);

export type TestCardReading =
  | { valid: true; digits: string; last4: string; behaviour: TestCardBehaviour; savedBehaviour: TestCardBehaviour }
  | { valid: false };

/** The number without its spaces. */
export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/** The Luhn checksum every real card number passes: it catches a mistyped digit or two swapped neighbours. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Reads a typed card number: invalid when it fails Luhn; otherwise how a charge now, and a saved charge later, ends. */
export function readTestCard(cardNumber: string): TestCardReading {
  const digits = digitsOf(cardNumber);
  if (!passesLuhn(digits)) return { valid: false };
  const behaviour = BEHAVIOUR_BY_DIGITS.get(digits) ?? 'succeeds';
  return { valid: true, digits, last4: digits.slice(-4), behaviour, savedBehaviour: SAVED_BEHAVIOUR_BY_DIGITS.get(digits) ?? behaviour };
}

/** The customer's message of a declining behaviour. */
export function declineMessage(behaviour: Exclude<TestCardBehaviour, 'succeeds'>): string {
  return behaviour === 'insufficient_funds' ? CHECKOUT_MESSAGES.insufficientFunds : CHECKOUT_MESSAGES.cardDeclined;
}
