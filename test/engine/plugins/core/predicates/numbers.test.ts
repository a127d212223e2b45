import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { check, validation } from '../run-core';

const at = (node: unknown, options: { index?: number } = {}) => new FakeContext({ two: 2, three: 3, text: '4' }, { stack: [node], ...options });

describe('even? and odd?', () => {
  it('test whole JSON numbers only', () => {
    const items = [-5, -4, 0, 1, 2, 1.2, -3.3, '2', true, null];
    expect(items.map((n) => check('even', [], at(n)))).toEqual([false, true, true, false, true, false, false, false, false, false]);
    expect(items.map((n) => check('odd', [], at(n)))).toEqual([true, false, false, true, false, false, false, false, false, false]);
  });

  it('test a reference given as argument (not a literal)', () => {
    const ctx = new FakeContext({ two: 2, three: 3, text: '4' });
    expect(check('even', ['two'], ctx)).toBe(true);
    expect(check('odd', ['three'], ctx)).toBe(true);
    expect(check('even', ['text'], ctx)).toBe(false);
    expect(check('even', ['4'], ctx)).toBe(false);
    expect(check('even', ['@index'], new FakeContext({}, { index: 2 }))).toBe(true);
  });
});

describe('nth?', () => {
  it('tests the node against one divisor', () => {
    const numbers = [0, 1, 4, 8, 12, 1.5, -4, -5];
    expect(numbers.map((n) => check('nth', ['4'], at(n)))).toEqual([true, false, true, true, true, false, true, false]);
    expect(check('nth', ['-2'], at(2))).toBe(true);
    expect(check('nth', ['2.0'], at(2))).toBe(true);
  });

  it('tests the first argument against the second when there are two', () => {
    const letters = ['A', 'B', 'C', 'D'].map((_, i) => check('nth', ['@index0', '3'], at('x', { index: i + 1 })));
    expect(letters).toEqual([true, false, false, true]);
    expect(check('nth', ['two', '2'], at('x'))).toBe(true);
  });

  it('needs whole numbers and a non-zero divisor', () => {
    expect(check('nth', ['text', '2'], at('x'))).toBe(false);
    expect(check('nth', ['two', '"2"'], at('x'))).toBe(false);
    expect(check('nth', ['two', '0'], at('x'))).toBe(false);
    expect(check('nth', ['1.5'], at(3))).toBe(false);
    expect(check('nth', ['2'], at('4'))).toBe(false);
  });

  it('uses the node and the first argument when given three', () => {
    expect(check('nth', ['1', '3', '5'], at(2))).toBe(true);
    expect(check('nth', ['3', '1', '5'], at(2))).toBe(false);
  });

  it('needs a divisor', () => {
    expect(validation('p', 'nth', [])).toMatch(/nth\? needs a divisor/);
  });
});

describe('plural? and singular?', () => {
  it('read the node as a number', () => {
    const nodes = [0, 1, 2, 3, '2', '1', 1.5, 0.5, -2, true, null, [1, 2], 'abc'];
    expect(nodes.map((n) => check('plural', [], at(n)))).toEqual([
      false, false, true, true, true, false, true, false, false, false, false, false, false,
    ]);
    expect(nodes.map((n) => check('singular', [], at(n)))).toEqual([
      false, true, false, false, false, true, false, false, false, true, false, false, false,
    ]);
  });
});
