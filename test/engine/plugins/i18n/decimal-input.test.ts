/**
 * `decimal` reads its value as the reference does (@phensley/decimal's rules):
 * numeric strings in every style, no surrounding spaces, NaN and infinity as
 * their symbols; a value that rounds to zero prints without a minus sign.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../render';

const decimal = (args: string, v: unknown) => render(`{v|decimal ${args}}`, { v }).output;

describe('decimal input', () => {
  it('formats numeric strings in the compact styles', () => {
    expect(decimal('style:short', '1234567')).toBe('1.2M');
    expect(decimal('style:short', '1.5e6')).toBe('1.5M');
    expect(decimal('style:long', '1234')).toBe('1.2 thousand');
    expect(decimal('style:short', '-1234')).toBe('-1.2K');
  });

  it('keeps exactly minfrac digits in the compact styles', () => {
    expect(decimal('style:short minfrac:1', '1234567')).toBe('1.2M');
    expect(decimal('style:short minfrac:1', '999999')).toBe('1.0M');
    expect(decimal('style:short maxfrac:2', '1234567')).toBe('1.23M');
  });

  it('refuses spaces around the number and accepts what the reference accepts', () => {
    expect(decimal('', ' 12')).toBe('');
    expect(decimal('', '12\n')).toBe('');
    expect(decimal('', '+5')).toBe('5');
    expect(decimal('', '1-2')).toBe('-12');
    expect(decimal('', '1e')).toBe('');
  });

  it('prints NaN and infinities as bare symbols, whatever the style', () => {
    expect(decimal('style:percent', 'NaN')).toBe('NaN');
    expect(decimal('', 'Infinity')).toBe('∞');
    expect(decimal('style:short', '-Infinity')).toBe('∞');
  });

  it('never prints a negative zero', () => {
    expect(decimal('', '-0.0001')).toBe('0');
    expect(decimal('style:percent', '-0.0')).toBe('0%');
    expect(decimal('style:short', '-0')).toBe('0');
  });

  it('writes scientific numbers as CLDR does: one digit, a signed exponent, none when it is 0', () => {
    expect(decimal('style:scientific', '1234')).toBe('1E+3');
    expect(decimal('style:scientific', '-1500')).toBe('-2E+3');
    expect(decimal('style:scientific', '0.5')).toBe('5E-1');
    expect(decimal('style:scientific', '+5')).toBe('5');
    expect(decimal('style:scientific maxfrac:2', '1234')).toBe('1.23E+3');
  });
});
