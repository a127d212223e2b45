import { describe, expect, it } from 'vitest';
import { buildProductStatus } from '../../../../../engine/plugins/commerce/widgets/product-status';
import { FakeContext } from '../../fake-context';

function render(content: unknown, root: Record<string, unknown> = {}): string {
  const item = { id: 'p1', structuredContent: content };
  return buildProductStatus(item, new FakeContext({ ...root, item }));
}

const SOLD_OUT = { productType: 1, variants: [{ qtyInStock: 0, onSale: true }] };

describe('product-status', () => {
  it('marks a sold-out product, even one on sale', () => {
    expect(render(SOLD_OUT)).toBe('<div class="product-mark sold-out">sold out</div>');
  });

  it('uses the custom sold-out text, then the localized one', () => {
    const localized = { localizedStrings: { productSoldOutText: 'épuisé' } };
    expect(render(SOLD_OUT, localized)).toContain('>épuisé<');
    expect(
      render(SOLD_OUT, { ...localized, productMerchandisingContext: { p1: { customSoldOutText: 'Gone <soon>' } } }),
    ).toContain('>Gone &lt;soon&gt;<');
    expect(render(SOLD_OUT, { productMerchandisingContext: { p1: { customSoldOutText: '' } } })).toContain('>sold out<');
  });

  it('marks a product on sale, with the localized text when set', () => {
    const onSale = { productType: 1, variants: [{ qtyInStock: 2, onSale: true }] };
    expect(render(onSale)).toBe('<div class="product-mark sale">sale</div>');
    expect(render(onSale, { localizedStrings: { productSaleText: 'promo' } })).toContain('>promo<');
  });

  it('prints nothing for a product in stock and not on sale', () => {
    expect(render({ productType: 3, variants: [{ unlimited: true }] })).toBe('');
    expect(render({ productType: 4 })).toBe('');
  });
});
