/**
 * Percentage numbers as the storefront prints them (spec §9): the value is
 * already a percentage, shown with 2 to 3 fraction digits, or 0 to 3 with `trim`.
 */
import { readDecimal } from './decimal-input';
import { numberFormat } from './intl-cache';

export interface PercentOptions {
  /** Drop trailing zero fraction digits: 12.5 rather than 12.50. */
  trim?: boolean;
}

// `signDisplay: negative`: a tiny negative rounds to 0.00, never -0.00 (as in the reference).
const FULL = { minimumFractionDigits: 2, maximumFractionDigits: 3, roundingMode: 'halfEven', signDisplay: 'negative' } as const;
const TRIMMED = { minimumFractionDigits: 0, maximumFractionDigits: 3, roundingMode: 'halfEven', signDisplay: 'negative' } as const;

/**
 * Formats `value` (12.5 → "12.50", or "12.5" with trim) for `locale`, without
 * a percent sign; a value that is not a number (read as the reference reads
 * decimals) counts as 0.
 */
export function formatPercent(value: unknown, locale: string, options: PercentOptions = {}): string {
  const decimal = readDecimal(value) ?? '0';
  const trim = options.trim === true;
  return numberFormat(locale, trim ? TRIMMED : FULL, trim ? 'percent-trim' : 'percent').format(decimal);
}
