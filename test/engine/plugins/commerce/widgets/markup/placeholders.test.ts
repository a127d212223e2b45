import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../../../../../engine/plugins/commerce/widgets/markup/placeholders';

describe('fillPlaceholders', () => {
  it('fills known names and keeps unknown ones', () => {
    expect(fillPlaceholders('Only {qtyInStock} left, {who}!', { qtyInStock: '3' })).toBe('Only 3 left, {who}!');
  });

  it('does not treat inherited properties as values', () => {
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });
});
