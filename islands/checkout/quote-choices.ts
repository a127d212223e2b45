/**
 * What a new quote means for the visitor's choices: a coupon or gift card the server refused is taken out (with
 * its reason shown at its field), and the shipping option is the one the server priced.
 */
import type { CheckoutQuote } from '../../schemas/checkout';
import { normalizeGiftCardCode, type FieldErrors, type PricingChoices } from './checkout-form';
import { CHECKOUT_MESSAGES } from './checkout-text';

export interface QuoteOutcome {
  choices: PricingChoices;
  /** the coupon's and gift cards' reasons, if refused */
  errors: Pick<FieldErrors, 'coupon' | 'giftCard'>;
}

export function applyQuote(quote: CheckoutQuote, sent: PricingChoices): QuoteOutcome {
  const errors: QuoteOutcome['errors'] = {};
  let couponCode = sent.couponCode;
  if (couponCode !== undefined && quote.coupon !== null && !quote.coupon.valid) {
    errors.coupon = quote.coupon.reason ?? CHECKOUT_MESSAGES.unknownCoupon;
    couponCode = undefined;
  }
  const refused = new Set(quote.invalidGiftCards.map((card) => normalizeGiftCardCode(card.code)));
  if (quote.invalidGiftCards.length > 0) errors.giftCard = quote.invalidGiftCards.map((card) => `${card.code}: ${card.reason}`).join(' ');
  const choices: PricingChoices = {
    ...sent,
    couponCode,
    giftCardCodes: sent.giftCardCodes.filter((code) => !refused.has(normalizeGiftCardCode(code))),
    shippingOptionId: quote.selectedShippingOption?.id,
  };
  return { choices, errors };
}

/**
 * The applied cards with the code each was typed as (for its Remove button). The quote answers them in the
 * order of the codes it accepted, which are the codes kept after applyQuote.
 */
export function appliedGiftCards(quote: CheckoutQuote, codes: readonly string[]) {
  return quote.giftCards.map((card, index) => ({ ...card, code: codes[index] }));
}

/** A coupon or gift-card code as typed, or the message to show when it is not one. */
export function checkCode(raw: string, emptyMessage: string): { ok: true; code: string } | { ok: false; message: string } {
  const code = raw.trim();
  if (code === '') return { ok: false, message: emptyMessage };
  if (code.length > 40) return { ok: false, message: emptyMessage };
  return { ok: true, code };
}

/** Room for one more gift card (the contract takes five), and not one already applied. */
export function giftCardAddable(codes: readonly string[], code: string): { ok: true; duplicate: boolean } | { ok: false; message: string } {
  const normalized = normalizeGiftCardCode(code);
  if (codes.some((c) => normalizeGiftCardCode(c) === normalized)) return { ok: true, duplicate: true };
  if (codes.length >= 5) return { ok: false, message: CHECKOUT_MESSAGES.tooManyGiftCards };
  return { ok: true, duplicate: false };
}
