import { describe, expect, it } from 'vitest';
import { compareValues, equalValues } from '../../../../../engine/plugins/core/predicates/ordering';

const sign = (a: unknown, b: unknown) => Math.sign(compareValues(a, b));

describe('equalValues', () => {
  it('compares JSON deeply, ignoring key order', () => {
    expect(equalValues([1, 2], [1, 2])).toBe(true);
    expect(equalValues({ x: 1, y: 2 }, { y: 2, x: 1 })).toBe(true);
    expect(equalValues({ x: 1, y: 2 }, { x: 1, y: 2, z: null })).toBe(false);
    expect(equalValues([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(equalValues([null], [])).toBe(false);
  });

  it('treats missing and null as equal, and never converts types', () => {
    expect(equalValues(undefined, null)).toBe(true);
    expect(equalValues(3, '3')).toBe(false);
    expect(equalValues(0, false)).toBe(false);
    expect(equalValues('', false)).toBe(false);
  });
});

describe('compareValues', () => {
  it('orders numbers numerically and strings by code unit', () => {
    expect(sign(3, 4)).toBe(-1);
    expect(sign('def', 'bcd')).toBe(1);
    expect(sign('DEF', 'bcd')).toBe(-1);
  });

  it('reads the right value with the left value\'s type', () => {
    expect(sign(3, '2')).toBe(1);
    expect(sign('10', 9)).toBe(-1); // "10" < "9" as text
    expect(sign(10, '9')).toBe(1);
    expect(sign(5, '5abc')).toBe(0);
    expect(sign(0, true)).toBe(-1);
    expect(sign('true', true)).toBe(0);
    expect(sign(true, 1)).toBe(0);
    expect(sign(true, 2.5)).toBe(1);
    expect(sign(false, 0)).toBe(0);
  });

  it('puts an unreadable string below every number on the right', () => {
    expect(sign(-1, '')).toBe(1);
    expect(sign(2, 'abc')).toBe(1);
    expect(sign('abc', 2)).toBe(1);
  });

  it('puts missing and null first, and containers before anything they do not equal', () => {
    expect(sign(undefined, null)).toBe(0);
    expect(sign(null, '')).toBe(-1);
    expect(sign(0, undefined)).toBe(0);
    expect(sign([], undefined)).toBe(-1);
    expect(sign([1, 3], [1, 2])).toBe(-1);
    expect(sign({ a: 1 }, { a: 1 })).toBe(0);
  });
});
