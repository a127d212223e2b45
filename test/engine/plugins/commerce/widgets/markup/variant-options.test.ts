import { describe, expect, it } from 'vitest';
import { widgetVariantOptions } from '../../../../../../engine/plugins/commerce/widgets/markup/variant-options';

const item = (content: unknown) => ({ structuredContent: content });

describe('widgetVariantOptions (as the reference reads variants)', () => {
  it('counts every variant entry, null ones too, so two nulls still offer the options', () => {
    expect(widgetVariantOptions(item({ variants: [null, null], variantOptionOrdering: ['fit'] }))).toEqual([{ name: 'fit', values: [] }]);
    expect(widgetVariantOptions(item({ variants: [{ attributes: { fit: 'S' } }], variantOptionOrdering: ['fit'] }))).toEqual([]);
  });

  it('reads names and values as text, in variant order, without repeats', () => {
    const content = {
      variants: [{ attributes: { size: 2, color: 'red' } }, { attributes: { size: '2', color: true } }, { attributes: { size: null } }],
      variantOptionOrdering: ['size', 3, 'color'],
    };
    expect(widgetVariantOptions(item(content))).toEqual([
      { name: 'size', values: ['2', ''] },
      { name: '3', values: [] },
      { name: 'color', values: ['red', 'true'] },
    ]);
  });

  it('collects an option named twice under its first entry only', () => {
    const content = { variants: [{ attributes: { a: 'x' } }, { attributes: { a: 'y' } }], variantOptionOrdering: ['a', 'a'] };
    expect(widgetVariantOptions(item(content))).toEqual([{ name: 'a', values: ['x', 'y'] }, { name: 'a', values: [] }]);
  });

  it('offers nothing without variants or an ordering', () => {
    expect(widgetVariantOptions(undefined)).toEqual([]);
    expect(widgetVariantOptions(item({ variants: [{}, {}] }))).toEqual([]);
    expect(widgetVariantOptions(item({ variants: 'ab', variantOptionOrdering: ['a'] }))).toEqual([]);
  });
});
