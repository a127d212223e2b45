import { describe, expect, it } from 'vitest';
import { localeCurrency } from '../../../../../engine/plugins/commerce/prices/locale-currency';

describe('localeCurrency', () => {
  it('maps a locale to its region\'s store currency', () => {
    expect(localeCurrency('en-US')).toBe('USD');
    expect(localeCurrency('en-GB')).toBe('GBP');
    expect(localeCurrency('fr-CA')).toBe('CAD');
    expect(localeCurrency('pt_BR')).toBe('BRL');
  });
  it('uses the likely region of a bare language', () => {
    expect(localeCurrency('de')).toBe('EUR');
    expect(localeCurrency('ja')).toBe('JPY');
  });
  it('falls back to USD', () => {
    expect(localeCurrency('ar-EG')).toBe('USD');
    expect(localeCurrency('bogus!')).toBe('USD');
  });
});
