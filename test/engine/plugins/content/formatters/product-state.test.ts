import { describe, expect, it } from 'vitest';
import { isOnSale, isSoldOut } from '../../../../../engine/plugins/content/formatters/product-state';

describe('isOnSale', () => {
  it('needs any variant on sale for physical and service products', () => {
    expect(isOnSale({ productType: 1, variants: [{ onSale: false }, { onSale: true }] })).toBe(true);
    expect(isOnSale({ productType: 3, variants: [{ onSale: false }] })).toBe(false);
    expect(isOnSale({ productType: 1, onSale: true, variants: [] })).toBe(false);
  });
  it("uses a digital product's own flag and never marks gift cards", () => {
    expect(isOnSale({ productType: 2, onSale: true })).toBe(true);
    expect(isOnSale({ productType: '2', onSale: false, variants: [{ onSale: true }] })).toBe(false);
    expect(isOnSale({ productType: 4, onSale: true, variants: [{ onSale: true }] })).toBe(false);
  });
});

describe('isSoldOut', () => {
  it('needs every variant limited and out of stock', () => {
    expect(isSoldOut({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: '0' }] })).toBe(true);
    expect(isSoldOut({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 1 }] })).toBe(false);
    expect(isSoldOut({ productType: 1, variants: [{ qtyInStock: 0, unlimited: true }] })).toBe(false);
  });
  it('counts a product without variants as sold out, but never a digital product or gift card', () => {
    expect(isSoldOut(undefined)).toBe(true);
    expect(isSoldOut({ productType: 2, variants: [{ qtyInStock: 0 }] })).toBe(false);
    expect(isSoldOut({ productType: 4, variants: [{ qtyInStock: 0 }] })).toBe(false);
  });
});
