import { describe, expect, it } from 'vitest';
import { fromPrice, normalPrice, salePrice } from '../../../../../engine/plugins/commerce/formatters/price-cents';
import { FakeContext } from '../../fake-context';

const apply = (spec: typeof fromPrice, item: unknown) => spec.apply(item, [], new FakeContext(item), [item]);

describe('price formatters in cents', () => {
  const item = {
    structuredContent: {
      productType: 1,
      variants: [
        { priceMoney: { value: '1.00' } },
        { onSale: true, priceMoney: { value: '2.00' }, salePriceMoney: { value: '.25' } },
        { priceMoney: { value: '.75' } },
      ],
    },
  };
  it('from-price: what the cheapest variant costs', () => expect(apply(fromPrice, item)).toBe('25'));
  it('normal-price: the highest regular price', () => expect(apply(normalPrice, item)).toBe('200'));
  it('sale-price: the lowest sale price', () => expect(apply(salePrice, item)).toBe('25'));
  it('gives 0 for anything that is not a product', () => {
    for (const spec of [fromPrice, normalPrice, salePrice]) expect(apply(spec, 'x')).toBe('0');
  });
});
