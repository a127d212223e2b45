import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimalArgs } from '../../../engine/i18n/decimal';

const decimal = (value: string | number, args = '', locale = 'en') =>
  formatDecimal(value, locale, parseDecimalArgs(args.split(' ').filter(Boolean)));

describe('formatDecimal', () => {
  it('groups and keeps up to three fraction digits by default', () => {
    expect(decimal('-1234567.125')).toBe('-1,234,567.125');
    expect(decimal('123456789012345678901234.5678')).toBe('123,456,789,012,345,678,901,234.568');
    expect(decimal(0)).toBe('0');
  });

  it('supports the compact, percent and per-mille styles', () => {
    expect(decimal('123456.7890', 'style:short')).toBe('123K');
    expect(decimal('-1234567.125', 'style:long')).toBe('-1.2 million');
    expect(decimal('123456.7890', 'style:percent')).toBe('12,345,679%');
    expect(decimal('12.3456', 'style:percent-scaled')).toBe('12%');
    expect(decimal('0.12345', 'style:permille')).toBe('123‰');
  });

  it('applies digit limits and rounding modes', () => {
    expect(decimal('123456.7890', 'maximumFractionDigits:1')).toBe('123,456.8');
    expect(decimal('123456.7890', 'maximumFractionDigits:1 round:down')).toBe('123,456.7');
    expect(decimal('2.5', 'maxfrac:0')).toBe('2');
    expect(decimal('2.5', 'maxfrac:0 round:half-up')).toBe('3');
    expect(decimal('-1234567.125', 'minint:12')).toBe('-000,001,234,567.125');
    expect(decimal('-1234567.125', 'maxsig:3')).toBe('-1,230,000');
    expect(decimal('1200', 'group:false')).toBe('1200');
  });

  it('shows up to the spec limit of 50 fraction digits, past what Intl itself can show', () => {
    const zeros = (n: number) => '0'.repeat(n);
    expect(decimal('1.5', 'minfrac:30')).toBe('1.5' + zeros(29));
    expect(decimal('1.5', 'minfrac:50')).toBe('1.5' + zeros(49));
    expect(decimal('1.5', 'minfrac:60')).toBe('1.5' + zeros(49));
    expect(decimal(1234, 'minfrac:25')).toBe('1,234.' + zeros(25));
    expect(decimal('1.5', 'minfrac:30', 'de-DE')).toBe('1,5' + zeros(29));
    expect(decimal('-2', 'minfrac:22')).toBe('-2.' + zeros(22));
    expect(decimal('1.5', 'maxfrac:60')).toBe('1.5');
  });

  it('caps significant digits by fraction digits in significant-maxfrac mode', () => {
    const values = ['0', '1', '1.01', '1.001', '3.14159', '1.3456'];
    expect(values.map((v) => decimal(v, 'mode:significant-maxfrac minsig:1 maxfrac:3'))).toEqual(['0', '1', '1.01', '1.001', '3.142', '1.346']);
  });

  it('follows the locale and rejects what is not a number', () => {
    expect(decimal('1234.5', '', 'de-DE')).toBe('1.234,5');
    expect(decimal('xyz')).toBe('');
    expect(decimal('0x10')).toBe('');
  });
});
