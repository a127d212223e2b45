import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyArgs } from '../../../engine/i18n/money';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats store currencies with their fraction digits and half-even rounding', () => {
    expect(formatMoney('123456.7890', 'USD', 'en')).toBe('$123,456.79');
    expect(formatMoney('-1234567.125', 'USD', 'en')).toBe('-$1,234,567.12');
    expect(formatMoney('1234.135', 'USD', 'en')).toBe('$1,234.14');
    expect(formatMoney('1234.5', 'JPY', 'en')).toBe('¥1,234');
    expect(formatMoney(12, 'usd', 'en')).toBe('$12.00');
  });

  it('rounds the written decimal digits, not the binary float', () => {
    // 1234.575 as a double is 1234.57499…; the decimal text is a tie that rounds to even.
    expect(formatMoney(1234.575, 'USD', 'en')).toBe('$1,234.58');
  });

  it('follows the locale', () => {
    expect(formatMoney(2500, 'EUR', 'de-DE')).toBe(`2.500,00${NBSP}€`);
    expect(formatMoney('1234.5', 'EUR', 'fr-FR')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney('1234.5', 'EUR', 'en_US')).toBe('€1,234.50');
  });

  it('supports the styles templates ask for', () => {
    const money = (args: string) => formatMoney('-1234567.125', 'USD', 'en', parseMoneyArgs(args.split(' ')));
    expect(money('style:code')).toBe('-1,234,567.12 USD');
    expect(money('style:name')).toBe('-1,234,567.12 US dollars');
    expect(money('style:short')).toBe('-$1.2M');
    expect(money('style:accounting')).toBe('($1,234,567.12)');
    expect(money('group:false')).toBe('-$1234567.12');
    expect(money('maxfrac:1')).toBe('-$1,234,567.1');
    expect(money('minimumFractionDigits:3')).toBe('-$1,234,567.125');
    expect(money('maxfrac:0 round:ceiling')).toBe('-$1,234,567');
    expect(money('maxfrac:0 round:floor')).toBe('-$1,234,568');
  });

  it('does not print a minus sign for an amount that rounds to zero', () => {
    expect(formatMoney('-0.001', 'USD', 'en')).toBe('$0.00');
  });

  it('gives "" for what is not an amount or a currency code', () => {
    expect(formatMoney('abc', 'USD', 'en')).toBe('');
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('');
    expect(formatMoney('1', 'dollars', 'en')).toBe('');
  });
});

describe('formatMoney texts kept per format', () => {
  it('gives each amount, currency and options its own text however calls interleave', () => {
    const code = parseMoneyArgs(['style:code']);
    expect(formatMoney('38.00', 'USD', 'en')).toBe('$38.00');
    expect(formatMoney(' 38.00 ', 'USD', 'en')).toBe('$38.00');
    expect(formatMoney(38, 'USD', 'en')).toBe('$38.00');
    expect(formatMoney('38.00', 'EUR', 'en')).toBe('€38.00');
    expect(formatMoney('38.00', 'USD', 'de-DE')).toBe(`38,00${NBSP}$`);
    expect(formatMoney('38.00', 'USD', 'en', code)).toBe('38.00 USD');
    expect(formatMoney('38.00', 'usd', 'en')).toBe('$38.00');
    expect(formatMoney('38.00', 'US', 'en')).toBe('');
    expect(formatMoney('abc', 'USD', 'en')).toBe('');
    expect(formatMoney('38.00', 'USD', 'en')).toBe('$38.00');
  });

  it('keeps giving the right text past the number of texts it keeps', () => {
    for (let i = 0; i < 2500; i++) expect(formatMoney(i, 'USD', 'en')).toBe(`$${i.toLocaleString('en')}.00`);
    expect(formatMoney(7, 'USD', 'en')).toBe('$7.00');
  });
});
