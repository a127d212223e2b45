import { describe, expect, it } from 'vitest';
import { legacyLocaleMoney } from '../../../../engine/plugins/i18n/legacy-money';

const NBSP = '\u00a0';

describe('legacyLocaleMoney', () => {
  it('puts the symbol on the locale’s side, spaced only next to a letter', () => {
    expect(legacyLocaleMoney(1234.56, 'EUR', 'de-DE')).toBe('1.234,56€');
    expect(legacyLocaleMoney(1234.56, 'AUD', 'de-DE')).toBe('1.234,56 A$');
    expect(legacyLocaleMoney(1234.56, 'AUD', 'en-US')).toBe('A$1,234.56');
    expect(legacyLocaleMoney(1234.56, 'SEK', 'en-UK')).toBe('kr 1,234.56');
  });

  it('writes an ASCII minus, after a spaced prefix symbol', () => {
    expect(legacyLocaleMoney(-1234.56, 'SEK', 'en_US')).toBe('kr -1,234.56');
    expect(legacyLocaleMoney(-1234.56, 'USD', 'en_US')).toBe('-$1,234.56');
    expect(legacyLocaleMoney(-1234.56, 'SEK', 'sv-SE')).toBe(`-1${NBSP}234,56 kr`);
  });

  it('uses no-break spaces for French grouping and the store digits', () => {
    expect(legacyLocaleMoney(1234.56, 'EUR', 'fr-FR')).toBe(`1${NBSP}234,56€`);
    expect(legacyLocaleMoney(1234.56, 'JPY', 'fr-FR')).toBe(`1${NBSP}235¥`);
  });

  it('gives "" for what is not money', () => {
    expect(legacyLocaleMoney('x', 'USD', 'en')).toBe('');
    expect(legacyLocaleMoney(1, 'dollars', 'en')).toBe('');
  });
});
