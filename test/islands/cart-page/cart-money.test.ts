import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../islands/cart-page/cart-money';

describe('formatCents', () => {
  it('formats integer minor units in the currency and locale, exactly', () => {
    expect(formatCents(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatCents(10, 'USD', 'en-US')).toBe('$0.10');
    expect(formatCents(900719925474099, 'USD', 'en-US')).toBe('$9,007,199,254,740.99');
    expect(formatCents(2500, 'JPY', 'en-US')).toBe('¥2,500');
    expect(formatCents(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
  });
});
