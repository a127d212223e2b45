import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../engine/i18n/percent';

describe('formatPercent', () => {
  it('shows 2 to 3 fraction digits', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.50');
    expect(formatPercent(12.3456, 'en')).toBe('12.346');
    expect(formatPercent('1234.5', 'en')).toBe('1,234.50');
  });

  it('drops trailing zeros with trim', () => {
    expect(formatPercent(12.5, 'en', { trim: true })).toBe('12.5');
    expect(formatPercent(12, 'en', { trim: true })).toBe('12');
  });

  it('follows the locale and reads a non-number as 0', () => {
    expect(formatPercent(12.5, 'de')).toBe('12,50');
    expect(formatPercent('A', 'en')).toBe('0.00');
    expect(formatPercent('A', 'en', { trim: true })).toBe('0');
  });
});
