import { describe, expect, it } from 'vitest';
import { parseIntegerArg, toBoolean, toNumber, toText } from '../../../../engine/plugins/core/coercion';

describe('toNumber', () => {
  it('reads numbers, booleans and empty values', () => {
    expect(toNumber(2.5)).toBe(2.5);
    expect(toNumber(true)).toBe(1);
    expect(toNumber(false)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(null)).toBe(0);
    expect(toNumber([3])).toBe(0);
    expect(toNumber({ a: 1 })).toBe(0);
  });

  it('reads the decimal number a string starts with, without exponents', () => {
    expect(toNumber('12')).toBe(12);
    expect(toNumber(' 7')).toBe(7);
    expect(toNumber('2abc')).toBe(2);
    expect(toNumber('-.5')).toBe(-0.5);
    expect(toNumber('+5')).toBe(5);
    expect(toNumber('5.')).toBe(5);
    expect(toNumber('1e2')).toBe(1);
    expect(toNumber('00012')).toBe(12);
  });

  it('gives NaN for strings that do not start with a number', () => {
    for (const s of ['', 'abc', 'Infinity', 'x5', '- 5', 'true']) expect(toNumber(s)).toBeNaN();
  });
});

describe('toText', () => {
  it('keeps scalars and drops containers and empties', () => {
    expect(toText('a')).toBe('a');
    expect(toText(-15)).toBe('-15');
    expect(toText(1e21)).toBe('1e+21');
    expect(toText(false)).toBe('false');
    expect(toText(null)).toBe('');
    expect(toText(undefined)).toBe('');
    expect(toText([1, 2])).toBe('');
    expect(toText({})).toBe('');
  });
});

describe('toBoolean', () => {
  it('is true for whole non-zero numbers and the exact string "true"', () => {
    expect(toBoolean(1)).toBe(true);
    expect(toBoolean(-1)).toBe(true);
    expect(toBoolean(2.5)).toBe(false);
    expect(toBoolean(0)).toBe(false);
    expect(toBoolean('true')).toBe(true);
    expect(toBoolean('TRUE')).toBe(false);
    expect(toBoolean('1')).toBe(false);
    expect(toBoolean([1])).toBe(false);
    expect(toBoolean(null)).toBe(false);
  });
});

describe('parseIntegerArg', () => {
  it('reads a leading whole number', () => {
    expect(parseIntegerArg('3')).toBe(3);
    expect(parseIntegerArg('3.9')).toBe(3);
    expect(parseIntegerArg('-4')).toBe(-4);
    expect(parseIntegerArg('x')).toBeNaN();
    expect(parseIntegerArg(undefined)).toBeNaN();
  });
});
