import { describe, expect, it } from 'vitest';
import { plainDecimal, pluralCategory } from '../../../engine/i18n/plural';

const NUMBERS = ['0', '0.0', '0.1', '1', '1.0', '1.1', '2', '2.0', '3', '5', '8', '17', '17.0', '100', '101', '200'];

describe('pluralCategory', () => {
  it('counts visible fraction digits (English)', () => {
    expect(NUMBERS.map((n) => pluralCategory(n, 'en'))).toEqual([
      'other', 'other', 'other', 'one', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other',
    ]);
  });

  it('uses each locale’s rules', () => {
    expect(NUMBERS.map((n) => pluralCategory(n, 'fr-FR')).slice(0, 7)).toEqual(['one', 'one', 'one', 'one', 'one', 'one', 'other']);
    expect(NUMBERS.map((n) => pluralCategory(n, 'pl-PL'))).toEqual([
      'many', 'other', 'other', 'one', 'other', 'other', 'few', 'other', 'few', 'many', 'many', 'many', 'other', 'many', 'many', 'many',
    ]);
  });

  it('has ordinal categories', () => {
    expect([1, 2, 3, 4, 11, 21, 22, 23].map((n) => pluralCategory(n, 'en', 'ordinal'))).toEqual([
      'one', 'two', 'few', 'other', 'other', 'one', 'two', 'few',
    ]);
  });

  it('reads what is not a number as 0', () => {
    expect(pluralCategory('abc', 'fr')).toBe('one');
    expect(pluralCategory(undefined, 'en')).toBe('other');
  });
});

describe('plainDecimal', () => {
  it('expands exponents and keeps trailing zeros', () => {
    expect(plainDecimal('1e3')).toBe('1000');
    expect(plainDecimal('1.25e-2')).toBe('0.0125');
    expect(plainDecimal('-12.5e1')).toBe('-125');
    expect(plainDecimal('+2.50')).toBe('2.50');
    expect(plainDecimal('.5')).toBe('0.5');
  });
});
