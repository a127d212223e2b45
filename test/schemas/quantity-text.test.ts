import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Quantity } from '../../schemas/cart';
import { readQuantity } from '../../schemas/quantity-text';

/** What the cart's schema says of `raw`: the number, or its first issue's message (the one a visitor sees). */
function bySchema(raw: unknown) {
  const parsed = Quantity.safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, message: parsed.error.issues[0]?.message };
}

describe('readQuantity', () => {
  it('reads whole numbers in range, from text or numbers', () => {
    expect(readQuantity('3')).toEqual({ success: true, data: 3 });
    expect(readQuantity(' 12 ')).toEqual({ success: true, data: 12 });
    expect(readQuantity(9999)).toEqual({ success: true, data: 9999 });
  });

  it('refuses in the spec §5 order: not a number, not whole, out of range', () => {
    expect(readQuantity('')).toEqual({ success: false, message: 'Quantity must be a number.' });
    expect(readQuantity('two')).toEqual({ success: false, message: 'Quantity must be a number.' });
    expect(readQuantity('1.5')).toEqual({ success: false, message: 'Quantity must be a whole number.' });
    expect(readQuantity('1e20')).toEqual({ success: false, message: 'Quantity must be a whole number.' });
    expect(readQuantity('0')).toEqual({ success: false, message: 'Quantity must be between 1 and 9999.' });
    expect(readQuantity('10000')).toEqual({ success: false, message: 'Quantity must be between 1 and 9999.' });
  });

  it('agrees with the cart schema on edge cases', () => {
    for (const raw of ['-0', '0x10', '1e3', 'Infinity', 'NaN', ' ', '9007199254740993', NaN, Infinity, -0.5, 2 ** 53, null, undefined, true]) {
      expect(readQuantity(raw), String(raw)).toEqual(bySchema(raw));
    }
  });

  it('agrees with the cart schema on any text or number', () => {
    const numericText = fc.oneof(fc.integer({ min: -20000, max: 20000 }), fc.double()).map(String);
    fc.assert(
      fc.property(fc.oneof(fc.string(), numericText, fc.double(), fc.integer()), (raw) => {
        expect(readQuantity(raw)).toEqual(bySchema(raw));
      }),
      { numRuns: 2000 },
    );
  });
});
