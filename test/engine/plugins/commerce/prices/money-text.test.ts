import { describe, expect, it } from 'vitest';
import { moneyText, moneyTextMode } from '../../../../../engine/plugins/commerce/prices/money-text';
import { FakeContext } from '../../fake-context';

const native = (text: string) => `<span class="sqs-money-native">${text}</span>`;

describe('moneyText', () => {
  it('groups thousands with commas and keeps the currency digits in native markup', () => {
    expect(moneyText({ cents: 123456789012, currency: 'USD' }, 'native', 'de')).toBe(native('1,234,567,890.12'));
    expect(moneyText({ cents: 99999, currency: 'USD' }, 'native', 'en')).toBe(native('999.99'));
    expect(moneyText({ cents: 100000, currency: 'USD' }, 'native', 'en')).toBe(native('1,000.00'));
    expect(moneyText({ cents: -123450, currency: 'USD' }, 'native', 'en')).toBe(native('-1,234.50'));
    expect(moneyText({ cents: 1234567, currency: 'JPY' }, 'native', 'en')).toBe(native('1,234,567'));
  });
  it('uses the locale and currency in CLDR mode', () => {
    expect(moneyText({ cents: 250000, currency: 'EUR' }, 'cldr', 'de-DE')).toBe('2.500,00\u00a0€');
    expect(moneyText({ cents: -123450, currency: 'USD' }, 'cldr', 'en')).toBe('-$1,234.50');
  });
  it('prints nothing without locale data', () => {
    expect(moneyText({ cents: 1, currency: 'USD' }, 'none', 'en')).toBe('');
  });
});

describe('moneyTextMode', () => {
  it('reads useCLDRMoneyFormat from website settings or feature flags, the item first', () => {
    expect(moneyTextMode({}, new FakeContext({}))).toBe('native');
    expect(moneyTextMode({}, new FakeContext({ website: { useCLDRMoneyFormat: true } }))).toBe('cldr');
    expect(moneyTextMode({}, new FakeContext({ featureFlags: { useCLDRMoneyFormat: true } }))).toBe('cldr');
    const item = { featureFlags: { useCLDRMoneyFormat: false } };
    expect(moneyTextMode(item, new FakeContext({ featureFlags: { useCLDRMoneyFormat: true } }))).toBe('native');
    expect(moneyTextMode({}, new FakeContext({ website: { useCLDRMoneyFormat: true } }, { hasLocaleData: false }))).toBe('none');
  });
});
