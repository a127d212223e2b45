import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES, currencyFractionDigits, isSupportedCurrency } from '../../../engine/i18n/currencies';

describe('currencies', () => {
  it('lists the 27 store currencies', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(27);
    expect(new Set(SUPPORTED_CURRENCIES).size).toBe(27);
    for (const code of SUPPORTED_CURRENCIES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('gives 2 fraction digits except for JPY', () => {
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('jpy')).toBe(0);
    for (const code of SUPPORTED_CURRENCIES.filter((c) => c !== 'JPY')) expect(currencyFractionDigits(code)).toBe(2);
  });

  it('knows which codes are supported', () => {
    expect(isSupportedCurrency('eur')).toBe(true);
    expect(isSupportedCurrency('XYZ')).toBe(false);
  });
});
