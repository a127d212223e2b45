// Spends the gift cards a customer typed against what the order costs, in the order typed, each up to its
// balance; cards that cannot pay (unknown, empty, disabled, another currency) are reported with the reason.
import type { AppliedGiftCard } from '../../../schemas/checkout';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import type { GiftCardBalance } from './quote-input';

export interface GiftCardSpend {
  applied: (AppliedGiftCard & { id: string })[];
  invalid: { code: string; reason: string }[];
  /** the sum of `applied` */
  totalCents: number;
}

/**
 * Applies each usable card for min(balance, what is still due). A card typed twice counts once. A usable card
 * reached after the order is paid in full is listed with 0 applied, so the customer sees it was accepted.
 */
export function applyGiftCards(cards: readonly GiftCardBalance[], currency: string, dueCents: number): GiftCardSpend {
  const applied: GiftCardSpend['applied'] = [];
  const invalid: GiftCardSpend['invalid'] = [];
  const seen = new Set<string>();
  let stillDue = Math.max(0, dueCents);
  for (const { code, card } of cards) {
    const key = card ? `card:${card.id}` : `code:${normalizedCode(code)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!card) invalid.push({ code, reason: CHECKOUT_MESSAGES.unknownGiftCard });
    else if (card.disabled || card.balanceCents <= 0) invalid.push({ code, reason: CHECKOUT_MESSAGES.emptyGiftCard });
    else if (card.currency.toUpperCase() !== currency.toUpperCase()) invalid.push({ code, reason: CHECKOUT_MESSAGES.giftCardCurrency });
    else {
      const appliedCents = Math.min(card.balanceCents, stillDue);
      stillDue -= appliedCents;
      applied.push({ id: card.id, maskedCode: `•••• ${card.last4}`, appliedCents, remainingCents: card.balanceCents - appliedCents });
    }
  }
  return { applied, invalid, totalCents: applied.reduce((sum, card) => sum + card.appliedCents, 0) };
}

// Codes are typed with or without spaces and dashes, in any case.
function normalizedCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
