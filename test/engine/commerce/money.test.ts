import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE, SUPPORTED_CURRENCIES, centsToDecimal, compareMoney, currencyFractionDigits, decimalToCents, minorUnitsText, moneyFromJson,
  moneyToJson,
} from '../../../engine/commerce';

describe('decimalToCents', () => {
  it('converts decimal strings exactly', () => {
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('1.15')).toBe(115);
    expect(decimalToCents('.5')).toBe(50);
    expect(decimalToCents('7.')).toBe(700);
    expect(decimalToCents('1234567.89')).toBe(123456789);
    expect(decimalToCents(7.1)).toBe(710);
    expect(decimalToCents('1e3')).toBe(100000);
    expect(decimalToCents('-12.5')).toBe(-1250);
  });
  it('rounds extra digits half away from zero', () => {
    expect(decimalToCents('0.005')).toBe(1);
    expect(decimalToCents('0.0049')).toBe(0);
    expect(decimalToCents('1234567890.125')).toBe(123456789013);
    expect(decimalToCents('-0.005')).toBe(-1);
    expect(decimalToCents('2.5e-3')).toBe(0);
    expect(decimalToCents('5e-3')).toBe(1);
  });
  it('uses the currency fraction digits', () => {
    expect(decimalToCents('2500', 'JPY')).toBe(2500);
    expect(decimalToCents('2500.5', 'jpy')).toBe(2501);
    expect(decimalToCents('2500', 'EUR')).toBe(250000);
  });
  it('rejects what is not a number', () => {
    expect(decimalToCents('abc')).toBeUndefined();
    expect(decimalToCents('')).toBeUndefined();
    expect(decimalToCents(null)).toBeUndefined();
    expect(decimalToCents(Number.NaN)).toBeUndefined();
    for (const text of ['1.2.3', '1e', 'e5', '.', '-', '12a', '1e+', '1e400']) expect(decimalToCents(text)).toBeUndefined();
  });
  it('accepts surrounding spaces, signs and exponents', () => {
    expect(decimalToCents(' 5 ')).toBe(500);
    expect(decimalToCents('+1.5E1')).toBe(1500);
    expect(decimalToCents(1e21)).toBe(1e23);
    expect(decimalToCents(-0)).toBe(0);
  });
});

describe('centsToDecimal (spec §9: divide by 10^fraction digits)', () => {
  it('writes minor units with the currency digits', () => {
    expect(centsToDecimal(250050)).toBe('2500.50');
    expect(centsToDecimal(5, 'EUR')).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(2500, 'JPY')).toBe('2500');
  });
  it('round-trips with decimalToCents', () => {
    for (const text of ['0.01', '19.99', '100.00', '123456789.10']) {
      expect(centsToDecimal(decimalToCents(text)!)).toBe(text);
    }
  });
});

describe('currencies (spec §3)', () => {
  it('supports 27 currencies, all with 2 fraction digits but JPY', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(27);
    for (const code of SUPPORTED_CURRENCIES) expect(currencyFractionDigits(code)).toBe(code === 'JPY' ? 0 : 2);
  });
});

describe('moneyFromJson', () => {
  it('reads value and currency, and only those (as the reference\'s commerce code)', () => {
    expect(moneyFromJson({ value: '12.50', currency: 'EUR' })).toEqual({ cents: 1250, currency: 'EUR' });
    expect(moneyFromJson({ decimalValue: '3', currencyCode: 'GBP' })).toEqual({ cents: 0, currency: 'USD' });
  });
  it('keeps a currency written otherwise than as its code, as Squarespace reads it (text, trimmed)', () => {
    expect(moneyFromJson({ value: '12.50', currency: 'eur' })).toEqual({ cents: 1250, currency: 'EUR', written: 'eur' });
    expect(moneyFromJson({ value: '1', currency: null })).toEqual({ cents: 100, currency: 'USD', written: '' });
    expect(moneyFromJson({ value: '1', currency: 5 })).toEqual({ cents: 100, currency: 'USD', written: '5' });
  });
  it('keeps the minor units digit for digit when they are not whole cents as written, as the reference does', () => {
    expect(moneyFromJson({ value: '-0.001' })).toEqual({ cents: 0, currency: 'USD', exact: '-0.1' });
    expect(moneyFromJson({ value: '12.3400' })).toEqual({ cents: 1234, currency: 'USD', exact: '1234.00' });
    expect(moneyFromJson({ value: '-0' })).toEqual({ cents: 0, currency: 'USD', exact: '-0' });
    expect(moneyFromJson({ value: 1234.5678 })).toEqual({ cents: 123457, currency: 'USD', exact: '123456.78' });
    expect(moneyFromJson({ value: '2500.5', currency: 'JPY' })).toEqual({ cents: 2501, currency: 'JPY', exact: '2500.5' });
    expect(minorUnitsText(moneyFromJson({ value: '.75' }))).toBe('75');
    expect(minorUnitsText(moneyFromJson({ value: '-0.001' }))).toBe('-0.1');
  });
  it('compares amounts exactly: fractions of a cent and digits past 2^53 count', () => {
    expect(compareMoney(moneyFromJson({ value: '1.001' }), moneyFromJson({ value: '1.002' }))).toBe(-1);
    expect(compareMoney(moneyFromJson({ value: '90071992547409931' }), moneyFromJson({ value: '90071992547409930' }))).toBe(1);
    expect(compareMoney(moneyFromJson({ value: '5' }), moneyFromJson({ value: '5.00' }))).toBe(0);
    expect(compareMoney(moneyFromJson({ value: '3' }), moneyFromJson({ value: '2' }))).toBe(1);
  });
  it('defaults to 0 USD (spec §9)', () => {
    expect(moneyFromJson(undefined)).toBe(DEFAULT_PRICE);
    expect(moneyFromJson({ value: 'x' })).toEqual({ cents: 0, currency: 'USD' });
    expect(DEFAULT_PRICE).toEqual({ cents: 0, currency: 'USD' });
  });
  it('reads a price again as it read it first, telling apart what is written apart (number or text, no currency or an empty one)', () => {
    const reads = [
      [{ value: 12 }, { cents: 1200, currency: 'USD' }],
      [{ value: '12' }, { cents: 1200, currency: 'USD' }],
      [{ value: '12.000' }, { cents: 1200, currency: 'USD', exact: '1200.0' }],
      [{ value: '12', currency: '' }, { cents: 1200, currency: 'USD', written: '' }],
      [{ value: '12', currency: 'usd' }, { cents: 1200, currency: 'USD', written: 'usd' }],
      [{ value: '12', currency: 'USD' }, { cents: 1200, currency: 'USD' }],
      [{ value: '12', currency: 'JPY' }, { cents: 12, currency: 'JPY' }],
    ] as const;
    for (let round = 0; round < 2; round++) for (const [json, money] of reads) expect(moneyFromJson({ ...json })).toEqual(money);
    expect(Object.isFrozen(moneyFromJson({ value: '12' }))).toBe(true);
  });
  it('writes money back as JSON', () => {
    expect(moneyToJson({ cents: 1999, currency: 'CAD' })).toEqual({ value: '19.99', currency: 'CAD' });
  });
});
