import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../schemas/messages';
import { applyGiftCards } from '../../../../server/checkout/pricing/gift-cards';
import { quoteOrder } from '../../../../server/checkout/pricing/quote-order';
import { giftCard, NC, physical, quoteInput } from './pricing-fixtures';

describe('applyGiftCards', () => {
  it('covers part of the order and leaves the rest due', () => {
    const spend = applyGiftCards([giftCard('GIFT-AAAA-7KQ2', 2500)], 'USD', 4000);
    expect(spend.applied).toEqual([{ id: 'card-GIFT-AAAA-7KQ2', maskedCode: '•••• 7KQ2', appliedCents: 2500, remainingCents: 0 }]);
    expect(spend.totalCents).toBe(2500);
  });

  it('covers all of it, keeping the rest of the balance on the card', () => {
    const spend = applyGiftCards([giftCard('GIFT-BBBB-1111', 10000)], 'USD', 4000);
    expect(spend.applied[0]).toMatchObject({ appliedCents: 4000, remainingCents: 6000 });
  });

  it('spends cards in the order typed, each up to what is still due', () => {
    const spend = applyGiftCards([giftCard('A-1111', 3000), giftCard('B-2222', 3000), giftCard('C-3333', 3000)], 'USD', 4000);
    expect(spend.applied.map((card) => [card.appliedCents, card.remainingCents])).toEqual([[3000, 0], [1000, 2000], [0, 3000]]);
    expect(spend.totalCents).toBe(4000);
  });

  it('reports unknown, empty, disabled and foreign cards with the reason', () => {
    const spend = applyGiftCards(
      [{ code: 'NOPE' }, giftCard('ZERO-0000', 0), giftCard('OFF-9999', 5000, { disabled: true }), giftCard('EURO-4444', 5000, { currency: 'EUR' })],
      'USD',
      4000,
    );
    expect(spend.applied).toEqual([]);
    expect(spend.totalCents).toBe(0);
    expect(spend.invalid).toEqual([
      { code: 'NOPE', reason: CHECKOUT_MESSAGES.unknownGiftCard },
      { code: 'ZERO-0000', reason: CHECKOUT_MESSAGES.emptyGiftCard },
      { code: 'OFF-9999', reason: CHECKOUT_MESSAGES.emptyGiftCard },
      { code: 'EURO-4444', reason: CHECKOUT_MESSAGES.giftCardCurrency },
    ]);
  });

  it('counts a card typed twice once', () => {
    const card = giftCard('GIFT-5555', 1000, { id: 'same' });
    const spend = applyGiftCards([card, { ...card, code: 'gift 5555' }, { code: 'NOPE' }, { code: 'nope' }], 'usd', 4000);
    expect(spend.applied).toHaveLength(1);
    expect(spend.totalCents).toBe(1000);
    expect(spend.invalid).toHaveLength(1);
  });
});

describe('gift cards in a quote', () => {
  it('pays the grand total including shipping and tax', () => {
    const quote = quoteOrder(quoteInput({
      lines: [physical(4000)],
      destination: NC,
      shippingOptionId: 'us-standard',
      giftCards: [giftCard('GIFT-7KQ2', 2000)],
    }));
    expect(quote.grandTotalCents).toBe(4819);
    expect(quote.giftCardCents).toBe(2000);
    expect(quote.amountDueCents).toBe(2819);
  });

  it('leaves nothing due when the cards cover everything', () => {
    const quote = quoteOrder(quoteInput({
      lines: [physical(4000)],
      destination: NC,
      shippingOptionId: 'us-standard',
      giftCards: [giftCard('GIFT-1111', 3000), giftCard('GIFT-2222', 5000)],
    }));
    expect(quote.giftCardCents).toBe(4819);
    expect(quote.amountDueCents).toBe(0);
    expect(quote.giftCards.map((card) => card.remainingCents)).toEqual([0, 3181]);
  });
});
