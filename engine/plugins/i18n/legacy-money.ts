/**
 * Older money formatters kept for existing templates: `money-format` /
 * `moneyFormat` (cents → "1,234.56"), `money-string` (the same in a
 * `sqs-money-native` span) and `i18n-money-format` (a money object in a
 * locale named by the argument or the page).
 */
import type { FormatterSpec, JsonValue } from '../api';
import { toDecimalString } from '../../i18n/decimal-input';
import { numberFormat } from '../../i18n/intl-cache';
import { scaleDecimal } from '../../i18n/decimal-input';
import { formatMoney, readMoney } from '../../i18n/money';

const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven' } as const;

/** Cents as a plain major-unit amount: 12345 → "123.45"; "" when the value is not a number. */
function centsText(value: JsonValue): string {
  const decimal = toDecimalString(value);
  return decimal === undefined ? '' : numberFormat('en-US', CENTS, 'legacy-cents').format(scaleDecimal(decimal, -2));
}

export const moneyFormatFormatter: FormatterSpec = {
  apply: (value) => centsText(value),
};

export const moneyStringFormatter: FormatterSpec = {
  apply(value) {
    const text = centsText(value);
    return text === '' ? '' : `<span class="sqs-money-native">${text}</span>`;
  },
};

/** `{price|i18n-money-format de-DE}` */
export const i18nMoneyFormatFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    const money = readMoney(value);
    if (money === undefined) return '';
    const locale = args[0] ?? (ctx.hasLocaleData ? ctx.locale : undefined);
    return locale === undefined ? '' : formatMoney(money.amount, money.currency, locale);
  },
};
