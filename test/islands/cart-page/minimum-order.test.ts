import { describe, expect, it } from 'vitest';
import { unmetMinimum } from '../../../islands/cart-page/minimum-order';

describe('unmetMinimum', () => {
  const minimum = { cents: 2000, currency: 'USD' };
  it('answers the minimum while the subtotal is below it', () => {
    expect(unmetMinimum({ cents: 1999, currency: 'USD' }, minimum)).toEqual(minimum);
    expect(unmetMinimum({ cents: 2000, currency: 'USD' }, minimum)).toBeUndefined();
  });

  it('has nothing to say without a minimum or in another currency', () => {
    expect(unmetMinimum({ cents: 1, currency: 'USD' }, undefined)).toBeUndefined();
    expect(unmetMinimum({ cents: 1, currency: 'EUR' }, minimum)).toBeUndefined();
  });
});
