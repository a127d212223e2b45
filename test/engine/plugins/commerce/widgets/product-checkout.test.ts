import { describe, expect, it } from 'vitest';
import { buildProductCheckout } from '../../../../../engine/plugins/commerce/widgets/product-checkout';
import { FakeContext } from '../../fake-context';

function render(content: unknown): string {
  const item = { id: 'p1', structuredContent: content };
  return buildProductCheckout(item, new FakeContext({ item }));
}

describe('product-checkout', () => {
  it('is the add-to-cart button alone for a single-variant product without a quantity', () => {
    expect(render({ productType: 2 })).toMatch(/^\n{13}<div class="sqs-add-to-cart-button-wrapper"/);
  });

  it('puts the variants, the quantity and the button in order, spaced as the reference does', () => {
    const html = render({
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [{ attributes: { Size: 'S' }, qtyInStock: 3 }, { attributes: { Size: 'M' } }],
    });
    expect(html).toMatch(/^\n {2}\n {2}\n {2}\n {2}\n\n {2}<div class="product-variants"[\s\S]*\n {2}<\/div>\n\n\n\n<div class="product-quantity-input"/);
    expect(html).toMatch(/<\/input>\n<\/div>\n{13}<div class="sqs-add-to-cart-button-wrapper"/);
  });

  it('puts 14 line breaks between the variants and the button when there is no quantity', () => {
    const html = render({ variantOptionOrdering: ['Size'], variants: [{ attributes: { Size: 'S' } }, { attributes: { Size: 'M' } }] });
    expect(html).toMatch(/ {2}<\/div>\n{14}<div class="sqs-add-to-cart-button-wrapper"/);
  });
});
