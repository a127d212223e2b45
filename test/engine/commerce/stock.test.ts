import { describe, expect, it } from 'vitest';
import {
  MAX_STOCK, getTotalStockRemaining, isSoldOut, isVariantInStock, itemVariantStock, stockState,
} from '../../../engine/commerce';
import { corpusAvailable, loadFixture } from './corpus-fixtures';

// The fixture names say the expected totals; the file holds only the inputs.
const EXPECTED_TOTALS: Record<string, number> = {
  'getTotalStock-unlimited-physical': MAX_STOCK,
  'getTotalStock-digital': MAX_STOCK,
  'getTotalStock-six-service': 6,
  'getTotalStock-0-physical': 0,
  'getTotalStock-0-physical-2': 0,
  'getTotalStock-unknown': 0,
};

describe.skipIf(!corpusAvailable)('getTotalStockRemaining: corpus fixtures', () => {
  const fixtures = [...loadFixture('get-total-stock-remaining.json')];
  it('covers every fixture', () => {
    expect(fixtures.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED_TOTALS).sort());
  });
  it.each(fixtures)('%s', (name, input) => {
    expect(getTotalStockRemaining(input)).toBe(EXPECTED_TOTALS[name]);
  });
});

describe('getTotalStockRemaining', () => {
  it('never goes below zero for a variant', () => {
    const item = { structuredContent: { productType: 1, variants: [{ qtyInStock: -4 }, { qtyInStock: '3' }] } };
    expect(getTotalStockRemaining(item)).toBe(3);
  });
  it('is unlimited for gift cards', () => {
    expect(getTotalStockRemaining({ structuredContent: { productType: 4, variants: [{ qtyInStock: 0 }] } })).toBe(MAX_STOCK);
  });
});

describe('isSoldOut (spec §4 "Product display status")', () => {
  const product = (productType: unknown, variants?: unknown[]) => ({ structuredContent: { productType, variants } });
  it('is sold out when every variant is limited and has no stock', () => {
    expect(isSoldOut(product(1, [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: false }]))).toBe(true);
    expect(isSoldOut(product(3, [{ qtyInStock: 0 }]))).toBe(true);
  });
  it('is not sold out while one variant has stock or is unlimited', () => {
    expect(isSoldOut(product(1, [{ qtyInStock: 0 }, { qtyInStock: 1 }]))).toBe(false);
    expect(isSoldOut(product(1, [{ qtyInStock: 0 }, { unlimited: true }]))).toBe(false);
  });
  it('never holds for digital products and gift cards', () => {
    expect(isSoldOut(product(2))).toBe(false);
    expect(isSoldOut(product('GIFT_CARD', [{ qtyInStock: 0 }]))).toBe(false);
  });
  it('holds for a product with no variants (the corpus expects it for an unknown type too)', () => {
    expect(isSoldOut(product(1, []))).toBe(true);
    expect(isSoldOut(product(-1))).toBe(true);
  });
});

describe('isVariantInStock', () => {
  it('holds for an unlimited variant or one with a unit left', () => {
    expect(isVariantInStock({ unlimited: true, qtyInStock: 0 })).toBe(true);
    expect(isVariantInStock({ qtyInStock: 1 })).toBe(true);
    expect(isVariantInStock({ qtyInStock: '2' })).toBe(true);
  });
  it('fails for none, a negative count or a missing one', () => {
    expect(isVariantInStock({ qtyInStock: 0, unlimited: false })).toBe(false);
    expect(isVariantInStock({ qtyInStock: -3 })).toBe(false);
    expect(isVariantInStock({})).toBe(false);
  });
});

describe('itemVariantStock', () => {
  const item = (productType: unknown) => ({ structuredContent: { productType } });
  it('is the variant\'s own stock for physical products and services', () => {
    expect(itemVariantStock(item(1), { qtyInStock: 4 })).toBe(4);
    expect(itemVariantStock(item('SERVICE'), { qtyInStock: 0 })).toBe(0);
    expect(itemVariantStock(item(1), { unlimited: true })).toBe(MAX_STOCK);
  });
  it('is unlimited for digital products and gift cards whatever the variant says', () => {
    expect(itemVariantStock(item(2), { qtyInStock: 0 })).toBe(MAX_STOCK);
    expect(itemVariantStock(item('GIFT_CARD'), { qtyInStock: 0, unlimited: false })).toBe(MAX_STOCK);
  });
});

describe('stockState (spec §3 "Inventory stock result")', () => {
  it('says unlimited with qtyInStock 0 for MAX_STOCK', () => {
    expect(stockState(MAX_STOCK)).toEqual({ unlimited: true, qtyInStock: 0 });
  });
  it('states a limited count as it is', () => {
    expect(stockState(7)).toEqual({ unlimited: false, qtyInStock: 7 });
    expect(stockState(0)).toEqual({ unlimited: false, qtyInStock: 0 });
  });
});
