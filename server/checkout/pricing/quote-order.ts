// Prices a checkout from its lines, destination and choices: coupon, shipping, tax, gift cards and what is due,
// with the reasons the order cannot be placed yet. Pure: the same input always gives the same quote.
import { CHECKOUT_MESSAGES, minimumOrderMessage } from '../../../schemas/messages';
import { evaluateCoupon } from './coupons';
import { applyGiftCards } from './gift-cards';
import { isGiftCardLine, requiresShipping, shippingWeight, subtotalCents } from './order-lines';
import type { Quote, QuoteInput } from './quote-input';
import { chooseShipping } from './shipping-options';
import { taxLines } from './tax';

export function quoteOrder(input: QuoteInput): Quote {
  const { settings, currency } = input;
  const subtotal = subtotalCents(input.lines);
  const ships = requiresShipping(input.lines);

  const coupon = evaluateCoupon({
    code: input.couponCode,
    coupons: settings.coupons,
    lines: input.lines,
    couponUse: input.couponUse,
    now: input.now,
    currency,
    formatMoney: input.formatMoney,
  });
  const discountedSubtotal = subtotal - coupon.discountCents;

  const shipping = chooseShipping({
    settings,
    requiresShipping: ships,
    destination: input.destination,
    shippingOptionId: input.shippingOptionId,
    freeDelivery: coupon.freeShipping,
    discountedSubtotalCents: discountedSubtotal,
    weight: shippingWeight(input.lines),
    currency,
  });

  // Gift-card lines are never discounted, so the whole discount comes off the taxable lines.
  const taxableCents = subtotalCents(input.lines.filter((line) => !isGiftCardLine(line))) - coupon.discountCents;
  const taxes = taxLines({
    rules: settings.tax.rules,
    destination: input.destination,
    goodsCents: taxableCents,
    shippingCents: shipping.shippingCents,
    pricesIncludeTax: settings.pricesIncludeTax,
  });
  const taxCents = taxes.reduce((sum, line) => sum + line.amountCents, 0);

  const grandTotalCents = Math.max(0, discountedSubtotal + shipping.shippingCents + (settings.pricesIncludeTax ? 0 : taxCents));
  const giftCards = applyGiftCards(input.giftCards, currency, grandTotalCents);

  return {
    subtotalCents: subtotal,
    discountCents: coupon.discountCents,
    shippingCents: shipping.shippingCents,
    taxCents,
    grandTotalCents,
    giftCardCents: giftCards.totalCents,
    amountDueCents: Math.max(0, grandTotalCents - giftCards.totalCents),
    requiresShipping: ships,
    shippingOptions: shipping.options,
    selectedShippingOption: shipping.selected,
    taxLines: taxes,
    coupon: coupon.state,
    couponCode: coupon.coupon?.code ?? null,
    giftCards: giftCards.applied,
    invalidGiftCards: giftCards.invalid,
    blockers: orderBlockers(input, subtotal, shipping.blockers),
    pricesIncludeTax: settings.pricesIncludeTax,
    minimumOrderCents: input.minimumOrderCents,
  };
}

/** What keeps the order from being placed: an empty cart says it all; otherwise the minimum, then shipping. */
function orderBlockers(input: QuoteInput, subtotal: number, shippingBlockers: readonly string[]): string[] {
  if (input.lines.length === 0) return [CHECKOUT_MESSAGES.emptyCart];
  const blockers: string[] = [];
  if (input.minimumOrderCents !== null && subtotal < input.minimumOrderCents) {
    blockers.push(minimumOrderMessage(input.formatMoney(input.minimumOrderCents)));
  }
  return [...blockers, ...shippingBlockers];
}
