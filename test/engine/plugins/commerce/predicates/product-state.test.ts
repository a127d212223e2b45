import { describe, expect, it } from 'vitest';
import { hasVariants, onSale, soldOut, variedPrices } from '../../../../../engine/plugins/commerce/predicates/product-state';
import { FakeContext } from '../../fake-context';

const test = (spec: typeof onSale, item: unknown) => spec.test([], new FakeContext({ items: [item] }, { stack: [item] }));

describe('product state predicates read the current node', () => {
  const item = {
    structuredContent: {
      productType: 1,
      variants: [{ price: 100, qtyInStock: 0 }, { price: 200, onSale: true, salePrice: 150, qtyInStock: 0 }],
    },
  };
  it('has-variants?', () => expect(test(hasVariants, item)).toBe(true));
  it('on-sale?', () => expect(test(onSale, item)).toBe(true));
  it('sold-out?', () => expect(test(soldOut, item)).toBe(true));
  it('varied-prices?', () => expect(test(variedPrices, item)).toBe(true));
  it('are all false for a digital product', () => {
    const digital = { structuredContent: { productType: 2 } };
    for (const spec of [hasVariants, onSale, soldOut, variedPrices]) expect(test(spec, digital)).toBe(false);
  });
});
