import { describe, expect, it } from 'vitest';
import { hasEnoughStock } from '../../../islands/additional-fields/stock-check';

const results = [
  { sku: 'A', unlimited: false, qtyInStock: 2 },
  { sku: 'B', unlimited: true, qtyInStock: 0 },
  { sku: 'C', unlimited: false, qtyInStock: 0 },
];

describe('hasEnoughStock (spec §5)', () => {
  it('is enough when the stock exceeds what the cart already holds of the variant', () => {
    expect(hasEnoughStock(results, 'A', 0)).toBe(true);
    expect(hasEnoughStock(results, 'A', 1)).toBe(true);
    expect(hasEnoughStock(results, 'A', 2)).toBe(false);
  });

  it('is always enough for an unlimited variant, never for a sold-out or unknown one', () => {
    expect(hasEnoughStock(results, 'B', 500)).toBe(true);
    expect(hasEnoughStock(results, 'C', 0)).toBe(false);
    expect(hasEnoughStock(results, 'Z', 0)).toBe(false);
  });

  it('reads a product without a chosen variant from its stock', () => {
    expect(hasEnoughStock([results[0]], null, 1)).toBe(true);
    expect(hasEnoughStock([results[2]], null, 0)).toBe(false);
    expect(hasEnoughStock([], null, 0)).toBe(false);
  });
});
