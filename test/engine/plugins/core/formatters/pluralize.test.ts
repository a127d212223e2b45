import { describe, expect, it } from 'vitest';
import { format } from '../run-core';

describe('pluralize', () => {
  it('uses the two words given', () => {
    expect([0, 1, 2, 5].map((n) => format('pluralize', n, ['item', 'items']))).toEqual(['items', 'item', 'items', 'items']);
  });

  it('uses one argument as the plural suffix, and "s" by default', () => {
    expect(format('pluralize', 2, ['es'])).toBe('es');
    expect(format('pluralize', 1, ['es'])).toBe('');
    expect(format('pluralize', 0)).toBe('s');
    expect(format('pluralize', 1)).toBe('');
  });

  it('reads the value as a number: "1" and true are singular, missing is plural', () => {
    expect(format('pluralize', '1')).toBe('');
    expect(format('pluralize', true)).toBe('');
    expect(format('pluralize', undefined)).toBe('s');
    expect(format('pluralize', -1)).toBe('s');
  });
});
