/**
 * @module engine/i18n
 * Locale formatting on `Intl` (money, decimals, percentages, dates, ICU
 * messages, plural categories) for every plugin family. Pure: no I/O.
 */
export { SUPPORTED_CURRENCIES, currencyFractionDigits, isSupportedCurrency } from './currencies';
export { formatMoney, parseMoneyArgs, type MoneyOptions, type MoneyStyle } from './money';
export type { DigitOptions, DigitMode, RoundingName } from './number-options';
export { toDecimalString } from './decimal-input';
export { toIntlLocale } from './locale-tag';
