import { describe, expect, it } from 'vitest';
import { format, validation } from '../run-core';

describe('round', () => {
  it('rounds halves toward +∞', () => {
    const rounded = [-1.9, -1.6, -1.5, -1.4, -1.1, 1.1, 1.4, 1.5, 1.6, 1.9].map((n) => format('round', n));
    expect(rounded).toEqual([-2, -2, -1, -1, -1, 1, 1, 2, 2, 2]);
  });

  it('reads strings as numbers, empty values as 0', () => {
    expect(format('round', '7.9')).toBe(8);
    expect(format('round', '</a>')).toBeNaN();
    expect(format('round', null)).toBe(0);
    expect(format('round', undefined)).toBe(0);
  });
});

describe('mod', () => {
  it('divides by the argument, 2 by default', () => {
    expect([0, 1, 2, 3, 4].map((n) => format('mod', n, ['3']))).toEqual([0, 1, 2, 0, 1]);
    expect([0, 1, 2, 3].map((n) => format('mod', n))).toEqual([0, 1, 0, 1]);
  });

  it('keeps the sign of the value and reads the divisor as a whole number', () => {
    expect(format('mod', -5, ['3'])).toBe(-2);
    expect(format('mod', 5, ['-3'])).toBe(2);
    expect(format('mod', 5, ['3.9'])).toBe(2);
    expect(format('mod', 1.5, ['0'])).toBe(1.5);
    expect(format('mod', '7', ['4'])).toBe(3);
  });

  it('reports a divisor that is not a number', () => {
    expect(validation('f', 'mod', ['x'])).toMatch(/mod takes a whole-number divisor/);
    expect(validation('f', 'mod', ['3'])).toBeUndefined();
    expect(validation('f', 'mod', [])).toBeUndefined();
  });
});

describe('count', () => {
  it('counts elements, keys and UTF-16 units', () => {
    expect(format('count', [0, 1, 2, 3])).toBe(4);
    expect(format('count', { foo: 1, bar: 2, baz: 3 })).toBe(3);
    expect(format('count', 'hi')).toBe(2);
    expect(format('count', '\u{1F60D}a')).toBe(3);
  });

  it('is 0 for everything else', () => {
    for (const v of [123, true, null, undefined, '', [], {}]) expect(format('count', v)).toBe(0);
  });
});
