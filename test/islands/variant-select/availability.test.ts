import { describe, expect, it } from 'vitest';
import { valueAvailability } from '../../../islands/variant-select/availability';

// The demo tee, with a combination left out: White/S is not made.
const variants = [
  { attributes: { Size: 'S', Color: 'Black' }, qtyInStock: 10, unlimited: false },
  { attributes: { Size: 'M', Color: 'Black' }, qtyInStock: 10, unlimited: false },
  { attributes: { Size: 'L', Color: 'Black' }, qtyInStock: 10, unlimited: false },
  { attributes: { Size: 'M', Color: 'White' }, qtyInStock: 10, unlimited: false },
  { attributes: { Size: 'L', Color: 'White' }, qtyInStock: 0, unlimited: false },
];

describe('valueAvailability', () => {
  it('before any choice, a value is available when some variant with it has stock', () => {
    for (const size of ['S', 'M', 'L']) expect(valueAvailability(variants, {}, 'Size', size)).toBe('available');
    expect(valueAvailability(variants, {}, 'Color', 'White')).toBe('available');
  });

  it('marks a value sold out when every variant it makes with the other choices has no stock', () => {
    expect(valueAvailability(variants, { Size: 'L' }, 'Color', 'White')).toBe('sold-out');
    expect(valueAvailability(variants, { Color: 'White' }, 'Size', 'L')).toBe('sold-out');
  });

  it('marks a value unavailable when no variant has it with the other choices', () => {
    expect(valueAvailability(variants, { Size: 'S' }, 'Color', 'White')).toBe('unavailable');
    expect(valueAvailability(variants, { Color: 'White' }, 'Size', 'S')).toBe('unavailable');
  });

  it('judges a value against the other options only, not against its own current value', () => {
    expect(valueAvailability(variants, { Size: 'L', Color: 'White' }, 'Color', 'Black')).toBe('available');
    expect(valueAvailability(variants, { Size: 'L', Color: 'Black' }, 'Color', 'White')).toBe('sold-out');
  });

  it('counts unlimited stock as available', () => {
    const unlimited = [{ attributes: { Amount: '$25' }, qtyInStock: 0, unlimited: true }];
    expect(valueAvailability(unlimited, {}, 'Amount', '$25')).toBe('available');
  });
});
