import { describe, expect, it } from 'vitest';
import { getItemVariantOptions, hasVariants, variantAttributes, variantDescriptor } from '../../../engine/commerce';
import { booleanCases, corpusAvailable, expectedPairs } from './corpus-fixtures';

describe.skipIf(!corpusAvailable)('variants: corpus fixtures', () => {
  it.each(expectedPairs('get-item-variant-options.json'))('getItemVariantOptions %s', (_name, input, expected) => {
    expect(getItemVariantOptions(input)).toEqual(expected);
  });
  it.each(booleanCases('has-variants.json'))('hasVariants %s', (_name, input, expected) => {
    expect(hasVariants(input)).toBe(expected);
  });
});

describe('hasVariants', () => {
  it('never counts the variants of a digital product', () => {
    expect(hasVariants({ structuredContent: { productType: 2, variants: [{}, {}] } })).toBe(false);
    expect(hasVariants({ structuredContent: { productType: 'GIFT_CARD', variants: [{}, {}] } })).toBe(true);
  });
  it('ignores entries that are not objects', () => {
    expect(hasVariants({ structuredContent: { productType: 1, variants: [{}, 'x', null] } })).toBe(false);
  });
});

describe('getItemVariantOptions', () => {
  it('keeps an ordered option no variant uses, with no values', () => {
    const item = {
      structuredContent: {
        variants: [{ attributes: { size: 'M' } }, { attributes: { size: 'S' } }, { attributes: { size: 'M' } }],
        variantOptionOrdering: ['size', 'x'],
      },
    };
    expect(getItemVariantOptions(item)).toEqual([{ name: 'size', values: ['M', 'S'] }, { name: 'x', values: [] }]);
  });
});

describe('variantDescriptor', () => {
  it('joins option values with slashes', () => {
    expect(variantDescriptor({ optionValues: [{ value: 'blue' }, { value: 'large' }] })).toBe('blue / large');
  });
  it('keeps a slot for a value that is missing', () => {
    expect(variantDescriptor({ optionValues: [{ value: 'a' }, { optionName: 'x' }, { value: 2 }] })).toBe('a /  / 2');
  });
  it('is empty without option values', () => {
    expect(variantDescriptor({})).toBe('');
    expect(variantDescriptor('nope')).toBe('');
  });
});

describe('variantAttributes', () => {
  it('gives the option values by option name', () => {
    expect(variantAttributes({ attributes: { Size: 'M', Color: 'Black' } })).toEqual({ Size: 'M', Color: 'Black' });
  });
  it('skips values that are not strings, and reads anything else as none', () => {
    expect(variantAttributes({ attributes: { Size: 'M', Weight: 2, Gift: null } })).toEqual({ Size: 'M' });
    expect(variantAttributes({ attributes: ['M'] })).toEqual({});
    expect(variantAttributes({})).toEqual({});
    expect(variantAttributes(undefined)).toEqual({});
  });
});
