/** `percentage-format` never prints -0.00, and reads its value as the reference's `decimal` does. */
import { describe, expect, it } from 'vitest';
import { render } from '../../../render';

const percentage = (v: unknown, args = '') => render(`{v|percentage-format${args}}`, { v }).output;

describe('percentage-format', () => {
  it('prints tiny negatives as zero without a sign', () => {
    expect(percentage(-0.0001)).toBe('0.00');
    expect(percentage(-1e-10)).toBe('0.00');
    expect(percentage('-0')).toBe('0.00');
    expect(percentage('-0.00', ' trim')).toBe('0');
  });

  it('keeps the sign of a negative that does not round to zero', () => {
    expect(percentage(-0.005)).toBe('-0.005');
    expect(percentage(-1.234)).toBe('-1.234');
  });

  it('counts what is not a number as zero', () => {
    expect(percentage('abc')).toBe('0.00');
    expect(percentage(' 5')).toBe('0.00');
    expect(percentage(null)).toBe('0.00');
  });
});
