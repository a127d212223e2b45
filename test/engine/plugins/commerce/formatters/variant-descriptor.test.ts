import { describe, expect, it } from 'vitest';
import { variantDescriptor } from '../../../../../engine/plugins/commerce/formatters/variant-descriptor';
import { FakeContext } from '../../fake-context';

describe('variant-descriptor', () => {
  it('joins the variant\'s option values', () => {
    const variant = { optionValues: [{ value: 'blue' }, { value: 'large' }] };
    expect(variantDescriptor.apply(variant, [], new FakeContext(variant), [variant])).toBe('blue / large');
  });
});
