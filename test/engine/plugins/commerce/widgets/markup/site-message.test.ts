import { describe, expect, it } from 'vitest';
import { formatSiteMessage } from '../../../../../../engine/plugins/commerce/widgets/markup/site-message';
import { FakeContext } from '../../../fake-context';

describe('formatSiteMessage', () => {
  const ctx = new FakeContext({});

  it('fills named arguments', () => {
    expect(formatSiteMessage('Only {qtyInStock} left!', { qtyInStock: 3 }, ctx)).toBe('Only 3 left!');
  });

  it('lets owners write plurals', () => {
    const pattern = 'Only {n, plural, one{# item} other{# items}} left';
    expect(formatSiteMessage(pattern, { n: 1 }, ctx)).toBe('Only 1 item left');
    expect(formatSiteMessage(pattern, { n: 4 }, ctx)).toBe('Only 4 items left');
  });

  it('prints an argument it was not given as nothing', () => {
    expect(formatSiteMessage('Select {variantName}', {}, ctx)).toBe('Select ');
  });
});
