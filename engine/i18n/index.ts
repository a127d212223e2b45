/**
 * @module engine/i18n
 * Locale formatting on `Intl` (money, decimals, percentages, dates, ICU
 * messages, plural categories) for every plugin family. Pure: no I/O.
 */
export { SUPPORTED_CURRENCIES, currencyFractionDigits, isSupportedCurrency } from './currencies';
export { formatMoney, parseMoneyArgs, readMoney, type MoneyAmount, type MoneyOptions, type MoneyStyle } from './money';
export { DecimalFormat, formatDecimal, parseDecimalArgs, type DecimalOptions, type DecimalStyle } from './decimal';
export { formatPercent, type PercentOptions } from './percent';
export type { DigitOptions, DigitMode, RoundingName } from './number-options';
export { PLURAL_CATEGORIES, pluralCategory, type PluralCategory, type PluralType } from './plural';
export {
  formatMessage,
  messageArguments,
  parseMessage,
  type ArgumentFormatter,
  type MessageArguments,
  type MessageError,
  type ParsedMessage,
} from './message';
export { DateTimeFormat, parseDateTimeArgs, type DateTimeOptions } from './datetime/date-time-format';
export { formatDateInterval, parseIntervalArgs, type IntervalOptions } from './datetime/interval';
export { formatRelativeTime, parseRelativeTimeArgs, type RelativeTimeOptions } from './relative-time';
export { timeSince } from './time-since';
export { formatUnit, parseUnitArgs, type UnitOptions } from './unit';
export { toDecimalString } from './decimal-input';
export { toEpochMillis } from './epoch-input';
export { toIntlLocale } from './locale-tag';
export { DEFAULT_TIME_ZONE, resolveTimeZone } from './time-zone';
