import { describe, expect, it } from 'vitest';
import { buildVariantsSelect } from '../../../../../engine/plugins/commerce/widgets/variants-select';
import { FakeContext } from '../../fake-context';

const TWO_SIZES = [{ attributes: { Size: 'S' } }, { attributes: { Size: 'M' } }];

function render(content: Record<string, unknown>, root: Record<string, unknown> = {}): string {
  const item = { id: 'p1', structuredContent: { variantOptionOrdering: ['Size'], variants: TWO_SIZES, ...content } };
  return buildVariantsSelect(item, new FakeContext({ ...root, item }));
}

describe('variants-select', () => {
  it('prints nothing when the variants offer no choice', () => {
    expect(render({ variants: [{ attributes: { Size: 'S' } }] })).toBe('');
  });

  it('offers each value as an option and as a radio button', () => {
    const html = render({});
    expect(html).toContain('<option value="">Select Size</option>\n        <option value="S">S</option><option value="M">M</option>\n');
    expect(html).toContain('<input type="radio" class="variant-radiobtn" value="M" name="variant-option-Size" id="variant-option-Size-M"/>');
    expect(html).toContain('for="variant-option-Size-M">M</label>');
  });

  it('marks subscribable products with their plan', () => {
    const html = render({ isSubscribable: true, subscriptionPlan: { numBillingCycles: 0 } });
    expect(html).toContain('data-is-subscribable="true" data-subscription-plan="{&quot;numBillingCycles&quot;:0}" data-animation');
    expect(render({ isSubscribable: true })).toContain('data-subscription-plan=""');
    expect(render({ isSubscribable: false })).not.toContain('data-is-subscribable');
  });

  it('prompts gift cards with their own text, default Select Value', () => {
    const strings = { localizedStrings: { giftCardVariantSelectText: 'Pick {variantName}', productVariantSelectText: 'No' } };
    expect(render({ productType: 4 }, strings)).toContain('<option value="">Pick Size</option>');
    expect(render({ productType: 4 })).toContain('<option value="">Select Value</option>');
    expect(render({ productType: 1 }, strings)).toContain('<option value="">No</option>');
  });

  it('keeps a quote in an option name from leaving the aria-label', () => {
    const html = render({
      variantOptionOrdering: ['a"b'],
      variants: [{ attributes: { 'a"b': '1' } }, { attributes: { 'a"b': '2' } }],
    });
    expect(html).toContain('aria-label="Select a&quot;b" data-variant-option-name="a&quot;b"');
  });
});
