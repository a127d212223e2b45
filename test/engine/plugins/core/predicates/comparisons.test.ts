import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { check, validation } from '../run-core';

const ctx = new FakeContext({ a: 3, b: 4, c: 3, name: 'Federal Express', arr: [1, 2], arr2: [1, 2], nil: null });

describe('equal? and notEqual?', () => {
  it('compare two resolved arguments, literals included', () => {
    expect(check('equal', ['a', 'c'], ctx)).toBe(true);
    expect(check('equal', ['b', '4'], ctx)).toBe(true);
    expect(check('equal', ['a', '"3"'], ctx)).toBe(false);
    expect(check('equal', ['name', '"Federal Express"'], ctx)).toBe(true);
    expect(check('equal', ['arr', 'arr2'], ctx)).toBe(true);
    expect(check('equal', ['nil', 'missing'], ctx)).toBe(true);
    expect(check('notEqual', ['a', 'b'], ctx)).toBe(true);
    expect(check('notEqual', ['a', 'c'], ctx)).toBe(false);
  });

  it('compare the current node with a single argument', () => {
    const inSection = new FakeContext({}, { stack: [3] });
    expect(check('equal', ['3'], inSection)).toBe(true);
    expect(check('greaterThan', ['2'], inSection)).toBe(true);
  });

  it('use only the first two of more arguments', () => {
    expect(check('equal', ['1', '1', '2'], ctx)).toBe(true);
  });
});

describe('ordering predicates', () => {
  const strings = ['abc', 'ABC', 'def', 'DEF', 'ghi', 'GHI'];

  it('order numbers', () => {
    const numbers = [-2, 0, 1, 3, 5];
    const at = (name: string) => numbers.map((n) => check(name, ['@', '3'], new FakeContext({}, { stack: [n] })));
    expect(at('greaterThan')).toEqual([false, false, false, false, true]);
    expect(at('greaterThanOrEqual')).toEqual([false, false, false, true, true]);
    expect(at('lessThan')).toEqual([true, true, true, false, false]);
    expect(at('lessThanOrEqual')).toEqual([true, true, true, true, false]);
  });

  it('order strings by code unit', () => {
    const at = (name: string, other: string) =>
      strings.map((s) => check(name, ['@', other], new FakeContext({}, { stack: [s] })));
    expect(at('greaterThan', '"bcd"')).toEqual([false, false, true, false, true, false]);
    expect(at('lessThanOrEqual', '"def"')).toEqual([true, true, true, true, false, true]);
  });

  it('treat deeply equal containers as equal', () => {
    expect(check('greaterThanOrEqual', ['arr', 'arr2'], ctx)).toBe(true);
    expect(check('lessThan', ['arr', 'arr2'], ctx)).toBe(false);
  });
});

describe('validation', () => {
  it('asks for something to compare', () => {
    expect(validation('p', 'equal', [])).toMatch(/equal\? needs one or two values/);
    expect(validation('p', 'lessThan', ['a', 'b'])).toBeUndefined();
  });
});
