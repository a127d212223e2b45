import { describe, expect, it } from 'vitest';
import { buildAddToCartButton } from '../../../../../engine/plugins/commerce/widgets/add-to-cart-button';
import { FakeContext } from '../../fake-context';

function render(content: unknown, root: Record<string, unknown> = {}, item: Record<string, unknown> = {}): string {
  const product = { id: 'p1', collectionId: 'c1', structuredContent: content, ...item };
  return buildAddToCartButton(product, new FakeContext({ ...root, item: product }));
}

const labelOf = (html: string) => /data-original-label="([^"]*)"/.exec(html)?.[1];

describe('add-to-cart-btn', () => {
  it('labels subscribable products Subscribe and marks them', () => {
    const html = render({ isSubscribable: true });
    expect(labelOf(html)).toBe('Subscribe');
    expect(html).toContain('data-is-subscription="true"');
    expect(labelOf(render({ isSubscribable: false }))).toBe('Add To Cart');
  });

  it('prefers a non-empty custom label when asked to', () => {
    expect(labelOf(render({ useCustomAddButtonText: true, customAddButtonText: 'Buy', isSubscribable: true }))).toBe('Buy');
    expect(labelOf(render({ useCustomAddButtonText: false, customAddButtonText: 'Buy' }))).toBe('Add To Cart');
    expect(labelOf(render({ useCustomAddButtonText: true, customAddButtonText: '' }))).toBe('Add To Cart');
  });

  it('takes localized labels, the item-level ones first, and ignores empty ones', () => {
    expect(labelOf(render({}, { localizedStrings: { productAddToCartText: 'Ajouter' } }))).toBe('Ajouter');
    expect(labelOf(render({}, { localizedStrings: { productAddToCartText: '' } }))).toBe('Add To Cart');
    expect(
      labelOf(render({}, { localizedStrings: { productAddToCartText: 'root' } }, { localizedStrings: { productAddToCartText: 'item' } })),
    ).toBe('item');
  });

  it('carries the additional-fields form only when both its id and its definition are there', () => {
    const withForm = render({ additionalFieldsFormId: 'f', additionalFieldsForm: { name: 'F' } });
    expect(withForm).toContain('sqs-button-element--primary use-form"');
    expect(withForm).toContain('data-form="{&quot;name&quot;:&quot;F&quot;}">');
    const idOnly = render({ additionalFieldsFormId: 'f' });
    expect(idOnly).not.toContain('data-form');
    expect(idOnly).toContain('data-original-label="Add To Cart" >');
  });

  it('escapes every attribute value', () => {
    const html = render({ productType: '1"' }, {}, { id: '<p>' });
    expect(html).toContain('data-item-id="&lt;p&gt;" data-product-type="1&quot;"');
  });
});
