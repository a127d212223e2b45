import { describe, expect, it } from 'vitest';
import { buildQuantityInput } from '../../../../../engine/plugins/commerce/widgets/quantity-input';
import { FakeContext } from '../../fake-context';

function render(content: unknown, root: Record<string, unknown> = {}): string {
  const item = { id: 'p1', structuredContent: content };
  return buildQuantityInput(item, new FakeContext({ ...root, item }));
}

describe('quantity-input', () => {
  it('offers 1 to 9999 for a physical product with stock', () => {
    expect(render({ productType: 1, variants: [{ qtyInStock: 2 }] })).toBe(
      '\n\n\n<div class="product-quantity-input" data-item-id="p1" data-animation-role="content">\n' +
        '  <div class="quantity-label">Quantity:</div>\n' +
        '  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n' +
        '</div>',
    );
  });

  it('is absent with one unit left, for subscriptions and for digital products', () => {
    expect(render({ productType: 1, variants: [{ qtyInStock: 1 }] })).toBe('');
    expect(render({ productType: 1, isSubscribable: true, variants: [{ unlimited: true }] })).toBe('');
    expect(render({ productType: 2 })).toBe('');
  });

  it('reads the product type as the reference reads a number: true and "1.0" are physical, a name is no type', () => {
    expect(render({ productType: true, variants: [{ qtyInStock: 2 }] })).not.toBe('');
    expect(render({ productType: '1.0', variants: [{ qtyInStock: 2 }] })).not.toBe('');
    expect(render({ productType: '3x', variants: [{ qtyInStock: 2 }] })).not.toBe('');
    expect(render({ productType: 'PHYSICAL', variants: [{ qtyInStock: 2 }] })).toBe('');
  });

  it('follows the store setting for services', () => {
    const service = { productType: 3, variants: [{ qtyInStock: 5 }] };
    expect(render(service)).not.toBe('');
    const off = { websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } };
    expect(render(service, off)).toBe('');
  });
});
