/**
 * The currencies a store may sell in (spec §3) and how many fraction digits
 * each uses: cents conversion divides by 10 to that power.
 */

/** The 27 store currencies. */
export const SUPPORTED_CURRENCIES: readonly string[] = [
  'USD', 'CAD', 'GBP', 'AUD', 'EUR', 'CHF', 'NOK', 'SEK', 'DKK', 'NZD', 'SGD', 'MXN', 'HKD', 'CZK',
  'ILS', 'MYR', 'RUB', 'PHP', 'PLN', 'THB', 'BRL', 'ARS', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
];

const SUPPORTED = new Set(SUPPORTED_CURRENCIES);

// Spec §3: every supported currency has 2 fraction digits except JPY.
const ZERO_DIGIT_CURRENCIES = new Set(['JPY']);

export function isSupportedCurrency(code: string): boolean {
  return SUPPORTED.has(code.toUpperCase());
}

/**
 * Fraction digits of a currency: 0 for JPY, 2 for the other store currencies
 * and, as a safe default, for any code the store does not support.
 */
export function currencyFractionDigits(code: string): number {
  return ZERO_DIGIT_CURRENCIES.has(code.toUpperCase()) ? 0 : 2;
}
