import { describe, expect, it } from 'vitest';
import { ProductType, productTypeCode, productTypeName, productTypeOf } from '../../../engine/commerce';

describe('product types (spec §3)', () => {
  it('has the five codes', () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
  });
  it('accepts a code, a numeric string or a name', () => {
    expect(productTypeCode(3)).toBe(3);
    expect(productTypeCode('1')).toBe(1);
    expect(productTypeCode('DIGITAL')).toBe(2);
    expect(productTypeCode('gift card')).toBe(4);
    expect(productTypeCode('gift-card')).toBe(4);
    expect(productTypeCode('Paywall')).toBe(5);
  });
  it('rejects anything else', () => {
    for (const value of [-1, 0, 6, 1.5, '', '7', 'BOOK', null, undefined, true, 'constructor']) {
      expect(productTypeCode(value)).toBeUndefined();
    }
  });
  it('names a type', () => {
    expect(productTypeName(4)).toBe('GIFT_CARD');
    expect(productTypeName('3')).toBe('SERVICE');
    expect(productTypeName(9)).toBeUndefined();
  });
  it('reads an item\'s structuredContent.productType', () => {
    expect(productTypeOf({ structuredContent: { productType: '5' } })).toBe(5);
    expect(productTypeOf({})).toBeUndefined();
    expect(productTypeOf('x')).toBeUndefined();
  });
});
