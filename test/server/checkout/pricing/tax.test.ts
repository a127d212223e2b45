import { describe, expect, it } from 'vitest';
import { quoteOrder } from '../../../../server/checkout/pricing/quote-order';
import { rulesForDestination, taxLines } from '../../../../server/checkout/pricing/tax';
import { CALIFORNIA, digital, giftCardLine, NC, physical, quoteInput, settings } from './pricing-fixtures';

const stateAndNation = settings({
  tax: {
    rules: [
      { id: 'nc', name: 'NC state', country: 'US', region: 'NC', rate: 0.0475, taxShipping: true },
      { id: 'us', name: 'Imaginary national', country: 'US', rate: 0.02 },
      { id: 'elsewhere', name: 'Everywhere else', country: '*', rate: 0.2 },
    ],
  },
}).tax.rules;

describe('tax rules for a destination', () => {
  it('adds a matching region rule to the country rule, region compared case-insensitively', () => {
    expect(rulesForDestination(stateAndNation, { country: 'US', region: 'nc', postalCode: '' }).map((r) => r.id)).toEqual(['nc', 'us']);
    expect(rulesForDestination(stateAndNation, { country: 'US', region: 'CA', postalCode: '' }).map((r) => r.id)).toEqual(['us']);
  });

  it('applies "*" rules only to countries no rule names', () => {
    expect(rulesForDestination(stateAndNation, { country: 'DE', region: '', postalCode: '' }).map((r) => r.id)).toEqual(['elsewhere']);
  });
});

describe('taxLines', () => {
  it('gives one line per rule, each rounded half up, and taxes shipping only where the rule says so', () => {
    const lines = taxLines({ rules: stateAndNation, destination: NC, goodsCents: 10000, shippingCents: 600, pricesIncludeTax: false });
    // NC: (100.00 + 6.00) × 4.75 % = 5.035 → 5.04; national: 100.00 × 2 % = 2.00
    expect(lines).toEqual([
      { id: 'nc', name: 'NC state', rate: 0.0475, amountCents: 504 },
      { id: 'us', name: 'Imaginary national', rate: 0.02, amountCents: 200 },
    ]);
  });

  it('extracts the included tax when prices include it', () => {
    const lines = taxLines({
      rules: settings({ tax: { rules: [{ id: 'a', name: 'A', country: 'GB', rate: 0.1 }, { id: 'b', name: 'B', country: 'GB', rate: 0.05 }] } }).tax.rules,
      destination: { country: 'GB', region: '', postalCode: '' },
      goodsCents: 11500,
      shippingCents: 0,
      pricesIncludeTax: true,
    });
    // 115.00 holds 100.00 net: 10.00 and 5.00 of tax
    expect(lines.map((line) => line.amountCents)).toEqual([1000, 500]);
  });

  it('gives no tax without a destination', () => {
    expect(taxLines({ rules: stateAndNation, goodsCents: 10000, shippingCents: 0, pricesIncludeTax: false })).toEqual([]);
  });
});

describe('tax in a quote (demo store: NC 4.75 % on goods and shipping)', () => {
  it('taxes an NC order and its shipping and adds the tax to the total', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)], destination: NC, shippingOptionId: 'us-standard' }));
    // (40.00 + 6.00) × 4.75 % = 2.185 → 2.19
    expect(quote.taxLines).toEqual([{ id: 'nc-state', name: 'North Carolina sales tax (state)', rate: 0.0475, amountCents: 219 }]);
    expect(quote.taxCents).toBe(219);
    expect(quote.grandTotalCents).toBe(4000 + 600 + 219);
  });

  it('does not tax an order shipping outside NC', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)], destination: CALIFORNIA }));
    expect(quote.taxLines).toEqual([]);
    expect(quote.taxCents).toBe(0);
  });

  it('taxes goods after the discount', () => {
    // $50 less 10 % = $45, pickup is free: 45.00 × 4.75 % = 2.1375 → 2.14
    const quote = quoteOrder(quoteInput({ lines: [physical(5000)], destination: NC, couponCode: 'WELCOME10', shippingOptionId: 'pickup-asheville' }));
    expect(quote.discountCents).toBe(500);
    expect(quote.taxCents).toBe(214);
    expect(quote.grandTotalCents).toBe(4500 + 214);
  });

  it('never taxes gift-card lines', () => {
    const quote = quoteOrder(quoteInput({ lines: [giftCardLine(5000), physical(2000)], destination: NC, shippingOptionId: 'pickup-asheville' }));
    // 20.00 × 4.75 % = 0.95
    expect(quote.taxCents).toBe(95);
    expect(quote.grandTotalCents).toBe(7095);
  });

  it('taxes a digital-only order at the destination given, and not at all without one', () => {
    const withAddress = quoteOrder(quoteInput({ lines: [digital(1500)], destination: NC }));
    expect(withAddress.taxCents).toBe(71); // 15.00 × 4.75 % = 0.7125
    expect(quoteOrder(quoteInput({ lines: [digital(1500)] })).taxLines).toEqual([]);
  });

  it('takes included tax out of prices without adding it', () => {
    const inclusive = settings({
      pricesIncludeTax: true,
      shipping: { zones: [{ id: 'uk', name: 'UK', countries: ['GB'], rates: [{ id: 'post', name: 'Post', type: 'flat', amount: '3.60' }] }] },
      tax: { rules: [{ id: 'vat', name: 'VAT', country: 'GB', rate: 0.2, taxShipping: true }] },
    });
    const quote = quoteOrder(quoteInput({
      settings: inclusive,
      currency: 'GBP',
      lines: [physical(1200)],
      destination: { country: 'GB', region: '', postalCode: 'SW1A 1AA' },
    }));
    // (12.00 + 3.60) / 1.2 × 0.2 = 2.60 of the 15.60 is VAT
    expect(quote.taxCents).toBe(260);
    expect(quote.pricesIncludeTax).toBe(true);
    expect(quote.grandTotalCents).toBe(1560);
  });
});
