import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENTS, instalmentCents, installmentLocale, isAvailableFor, isInRange, outOfRangeMessage, providerFor,
} from '../../../islands/installments/installment-rules';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('installment rules (spec §5, §9)', () => {
  it('picks the locale from the store country and shopper language, falling back to the country’s first language', () => {
    expect(installmentLocale('US', 'en')).toBe('en_US');
    expect(installmentLocale('CA', 'fr')).toBe('fr_CA');
    expect(installmentLocale('CA', 'en-CA')).toBe('en_CA');
    expect(installmentLocale('CA', 'de')).toBe('en_CA');
    expect(installmentLocale('US', 'es')).toBe('en_US');
    expect(installmentLocale('gb', 'en')).toBe('en_GB');
    expect(installmentLocale('AU', 'en')).toBe('en_AU');
    expect(installmentLocale('NZ', 'fr')).toBe('en_NZ');
  });

  it('serves US territories as the US and no other country', () => {
    for (const territory of ['PR', 'GU', 'VI', 'MP', 'AS', 'UM']) expect(installmentLocale(territory, 'en')).toBe('en_US');
    expect(installmentLocale('FR', 'fr')).toBeUndefined();
    expect(installmentLocale('', 'en')).toBeUndefined();
  });

  it('uses Clearpay for en_GB and Afterpay for the others', () => {
    expect(providerFor('en_GB')).toBe('clearpay');
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) expect(providerFor(locale)).toBe('afterpay');
  });

  it('is available only when every cart item is PHYSICAL', () => {
    expect(isAvailableFor(['PHYSICAL'])).toBe(true);
    expect(isAvailableFor(['PHYSICAL', 'PHYSICAL'])).toBe(true);
    expect(isAvailableFor(['PHYSICAL', 'DIGITAL'])).toBe(false);
    expect(isAvailableFor(['SERVICE'])).toBe(false);
    expect(isAvailableFor([])).toBe(false);
  });

  it('is in range above the minimum and up to the maximum', () => {
    expect(isInRange(3501, 3500, 100000)).toBe(true);
    expect(isInRange(100000, 3500, 100000)).toBe(true);
    expect(isInRange(3500, 3500, 100000)).toBe(false);
    expect(isInRange(100001, 3500, 100000)).toBe(false);
  });

  it('says which bound a price is outside of', () => {
    expect(outOfRangeMessage(1800, 3500, 100000, usd)).toBe('available for orders over $35.00');
    expect(outOfRangeMessage(3500, 3500, 100000, usd)).toBe('available for orders over $35.00');
    expect(outOfRangeMessage(100001, 3500, 100000, usd)).toBe('available for orders up to $1000.00');
  });

  it('splits a price in 4 by default, the first instalment taking an odd cent', () => {
    expect(DEFAULT_INSTALLMENTS).toBe(4);
    expect(instalmentCents(4500, 4)).toBe(1125);
    expect(instalmentCents(4001, 4)).toBe(1001);
  });
});
