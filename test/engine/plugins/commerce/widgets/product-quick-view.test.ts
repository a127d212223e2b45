import { describe, expect, it } from 'vitest';
import { productQuickView } from '../../../../../engine/plugins/commerce/widgets/product-quick-view';
import { FakeContext } from '../../fake-context';

function render(root: unknown, item: unknown, args: string[]): string {
  return String(productQuickView.apply(item, args, new FakeContext(root), [item]));
}

describe('product-quick-view', () => {
  it('resolves the group argument, or uses its text when nothing has that name', () => {
    expect(render({ g: 'shop' }, { id: 'i1' }, ['g'])).toContain('data-id="i1" data-group="shop"');
    expect(render({}, { id: 'i1' }, ['g'])).toContain('data-group="g"');
    expect(render({ g: { a: 1 } }, { id: 'i1' }, ['g'])).toContain('data-group=""');
    expect(render({ g: 3 }, { id: 'i1' }, ['g'])).toContain('data-group="3"');
  });

  it('uses the localized label, even an empty one, else Quick View', () => {
    expect(render({}, { id: 'i' }, [])).toMatch(/>Quick View<\/span>$/);
    expect(render({ localizedStrings: { productQuickViewText: '' } }, { id: 'i' }, [])).toMatch(/><\/span>$/);
  });

  it('escapes attribute values', () => {
    expect(render({ g: 'a"b' }, { id: '<i>' }, ['g'])).toContain('data-id="&lt;i&gt;" data-group="a&quot;b"');
  });
});
