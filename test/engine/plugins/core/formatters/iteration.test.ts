import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { format, validation } from '../run-core';

describe('iter', () => {
  it('prints the 1-based index of the repeated section', () => {
    expect(format('iter', 'a', [], new FakeContext({}, { index: 3 }))).toBe('3');
  });

  it('prints "" outside a repeated section', () => {
    expect(format('iter', 'a', [], new FakeContext({}))).toBe('');
  });
});

describe('cycle', () => {
  const choices = ['a', 'b', 'c'];

  it('picks the argument at the 1-based position, wrapping both ways', () => {
    expect([1, 2, 3, 4, 5].map((n) => format('cycle', n, choices))).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect([0, -1, -5].map((n) => format('cycle', n, choices))).toEqual(['c', 'b', 'a']);
  });

  it('reads the value as a number', () => {
    expect(format('cycle', '2', choices)).toBe('b');
    expect(format('cycle', true, choices)).toBe('a');
    expect(format('cycle', undefined, choices)).toBe('c');
  });

  it('picks nothing for a position that is not whole', () => {
    expect(format('cycle', 2.5, choices)).toBeUndefined();
    expect(format('cycle', 'abc', choices)).toBeUndefined();
  });

  it('needs at least one choice', () => {
    expect(validation('f', 'cycle', [])).toMatch(/cycle needs the values/);
    expect(format('cycle', 1, [])).toBeUndefined();
  });
});
