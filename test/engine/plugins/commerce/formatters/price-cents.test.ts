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
  it('keeps a fraction of a cent and the digits as written, as the reference\'s decimals do', () => {
    const priced = (value: string) => ({ structuredContent: { productType: 1, variants: [{ priceMoney: { value } }] } });
    expect(apply(fromPrice, priced('-0.001'))).toBe('-0.1');
    expect(apply(normalPrice, priced('12.3400'))).toBe('1234.00');
    expect(apply(fromPrice, priced('.75'))).toBe('75');
  });
  it('reads the product type as the reference reads a number: true is 1, "2.0" is 2, a name is no type', () => {
    const variants = [{ priceMoney: { value: '1' } }];
    expect(apply(normalPrice, { structuredContent: { productType: true, variants } })).toBe('100');
    expect(apply(normalPrice, { structuredContent: { productType: '2.0', priceMoney: { value: '3' } } })).toBe('300');
    expect(apply(normalPrice, { structuredContent: { productType: 'DIGITAL', priceMoney: { value: '3' } } })).toBe('0');
  });
  it('gives 0 for anything that is not a product', () => {
    for (const spec of [fromPrice, normalPrice, salePrice]) expect(apply(spec, 'x')).toBe('0');
  });
});
