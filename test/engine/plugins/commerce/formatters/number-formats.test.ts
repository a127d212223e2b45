import { describe, expect, it } from 'vitest';
import { bookkeeperMoneyFormat, percentageFormat } from '../../../../../engine/plugins/commerce/formatters/number-formats';
import { FakeContext } from '../../fake-context';

const apply = (spec: typeof percentageFormat, value: unknown, args: string[] = [], locale = 'en-US', hasLocaleData = true) =>
  spec.apply(value, args, new FakeContext(value, { locale, hasLocaleData }), [value]);

describe('bookkeeper-money-format', () => {
  it('formats cents in the locale\'s currency', () => {
    expect(apply(bookkeeperMoneyFormat, 123456789)).toBe('$1,234,567.89');
    expect(apply(bookkeeperMoneyFormat, '12345', [], 'de')).toBe('123,45\u00a0€');
    expect(apply(bookkeeperMoneyFormat, 12345, [], 'en-GB')).toBe('£123.45');
    expect(apply(bookkeeperMoneyFormat, -5)).toBe('-$0.05');
  });
  it('counts yen in whole yen (JPY has no fraction digits)', () => {
    expect(apply(bookkeeperMoneyFormat, 2500, [], 'ja-JP')).toBe('￥2,500');
  });
  it('reads anything that is not a number as 0', () => {
    expect(apply(bookkeeperMoneyFormat, 'abc')).toBe('$0.00');
    expect(apply(bookkeeperMoneyFormat, { value: 1 })).toBe('$0.00');
  });
  it('prints nothing without locale data', () => {
    expect(apply(bookkeeperMoneyFormat, 12345, [], 'en', false)).toBe('');
  });
});

describe('percentage-format (spec §9)', () => {
  it('shows 2 to 3 fraction digits, grouped', () => {
    expect(apply(percentageFormat, 12.5)).toBe('12.50');
    expect(apply(percentageFormat, '12.3455')).toBe('12.346');
    expect(apply(percentageFormat, 1234.5, [], 'de')).toBe('1.234,50');
  });
  it('drops zero fractions with trim', () => {
    expect(apply(percentageFormat, 12.5, ['trim'])).toBe('12.5');
    expect(apply(percentageFormat, 'A', ['trim'])).toBe('0');
  });
  it('prints nothing without locale data', () => {
    expect(apply(percentageFormat, 12.5, [], 'en', false)).toBe('');
  });
});
