import { describe, expect, it } from 'vitest';
import { buildProductScarcity } from '../../../../../engine/plugins/commerce/widgets/product-scarcity';
import { FakeContext } from '../../fake-context';

function render(merchandising: unknown): string {
  const item = { id: 'p1' };
  return buildProductScarcity(item, new FakeContext({ productMerchandisingContext: { p1: merchandising } }));
}

describe('product-scarcity', () => {
  it('prints nothing when scarcity is off', () => {
    expect(render({ scarcityEnabled: false, scarcityTemplateViews: [{ qtyInStock: 1 }], scarcityText: 'x' })).toBe('');
  });

  it('fills the stock count into the text', () => {
    expect(render({ scarcityEnabled: true, scarcityTemplateViews: [{ qtyInStock: 2 }], scarcityText: 'Only {qtyInStock}!' })).toBe(
      '\n  <div class="product-scarcity">\n    Only 2!\n  </div>\n',
    );
  });

  it('hides variant-bound notices whatever scarcityShownByDefault says', () => {
    const html = render({
      scarcityEnabled: true,
      scarcityShownByDefault: true,
      scarcityTemplateViews: [{ qtyInStock: 1, attributes: { Size: 'S' } }, { qtyInStock: 1, attributes: {} }],
      scarcityText: 'Low',
    });
    expect(html).toBe(
      '\n  <div class="product-scarcity" data-variant-attributes="{&quot;Size&quot;:&quot;S&quot;}" hidden>\n    Low\n  </div>\n' +
        '\n  <div class="product-scarcity">\n    Low\n  </div>\n',
    );
  });
});
