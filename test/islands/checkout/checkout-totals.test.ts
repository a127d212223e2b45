import { describe, expect, it } from 'vitest';
import { optionPrice, totalRows } from '../../../islands/checkout/checkout-totals';
import { PICKUP, quote, STANDARD } from './quote-fixture';

const table = (rows: ReturnType<typeof totalRows>) => rows.map((r) => [r.label, r.value, ...(r.note ? [r.note] : [])]);

describe('totalRows', () => {
  it("shows the quote's amounts in its currency, never its own sums", () => {
    expect(table(totalRows(quote(), 'en-US'))).toEqual([
      ['Subtotal', '$50.00'],
      ['Shipping', '$6.00'],
      ['Tax', '$2.38'],
      ['Total', '$58.38'],
      ['Amount due', '$58.38'],
    ]);
  });

  it('says tax is calculated from the address until the address names a region or postal code', () => {
    const base = quote();
    const noTax = { taxCents: 0, grandTotalCents: 5600, amountDueCents: 5600 };
    const tax = (q: ReturnType<typeof quote>) => totalRows(q, 'en-US').find((row) => row.id === 'tax')?.value;
    expect(tax(quote({ ...noTax, shoppingCart: { ...base.shoppingCart, shippingLocation: null } }))).toBe('Calculated from your address');
    expect(tax(quote({ ...noTax, shoppingCart: { ...base.shoppingCart, shippingLocation: { country: 'US', region: '', postalCode: '' } } }))).toBe('Calculated from your address');
    expect(tax(quote({ ...noTax, shoppingCart: { ...base.shoppingCart, shippingLocation: { country: 'GB', region: '', postalCode: 'SW1A 1AA' } } }))).toBe('$0.00');
    expect(tax(quote({ ...noTax, shoppingCart: { ...base.shoppingCart, shippingLocation: { country: 'US', region: 'NY', postalCode: '' } } }))).toBe('$0.00');
  });

  it('adds the discount with its coupon, free shipping, the gift cards and what is left to pay', () => {
    const q = quote({
      coupon: { code: 'SPRING', valid: true, discountCents: 500, freeShipping: true },
      discountCents: 500,
      shippingCents: 0,
      giftCardCents: 2000,
      grandTotalCents: 4738,
      amountDueCents: 2738,
    });
    expect(table(totalRows(q, 'en-US'))).toEqual([
      ['Subtotal', '$50.00'],
      ['Discount (SPRING)', '-$5.00'],
      ['Shipping', 'Free'],
      ['Tax', '$2.38'],
      ['Gift cards', '-$20.00'],
      ['Total', '$47.38'],
      ['Amount due', '$27.38'],
    ]);
  });

  it('tax-inclusive prices: "includes … tax" under the total instead of a tax row', () => {
    const rows = totalRows(quote({ pricesIncludeTax: true, taxCents: 833, shippingCents: 0, selectedShippingOption: null, grandTotalCents: 5000, amountDueCents: 5000 }), 'en-US');
    expect(table(rows)).toEqual([
      ['Subtotal', '$50.00'],
      ['Shipping', 'Calculated from your address'],
      ['Total', '$50.00', 'includes $8.33 tax'],
      ['Amount due', '$50.00'],
    ]);
  });

  it("formats for the page's locale and the quote's currency, with no shipping row when nothing ships", () => {
    const rows = totalRows(quote({ currencyCode: 'EUR', requiresShipping: false, selectedShippingOption: null }), 'de-DE');
    expect(rows.map((r) => r.id)).toEqual(['subtotal', 'tax', 'total', 'amountDue']);
    expect(rows[0]?.value.replace(/\s/g, ' ')).toBe('50,00 €');
    expect(totalRows(quote({ currencyCode: 'JPY', subtotalCents: 5000 }), 'ja-JP')[0]?.value).toBe('￥5,000');
  });
});

describe('optionPrice', () => {
  it('is the price, or Free', () => {
    expect(optionPrice(STANDARD, 'USD', 'en-US')).toBe('$6.00');
    expect(optionPrice(PICKUP, 'USD', 'en-US')).toBe('Free');
  });
});
