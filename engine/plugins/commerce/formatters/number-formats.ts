/**
 * `bookkeeper-money-format` (an amount in cents, in the locale's currency) and
 * `percentage-format` (spec §9: 2 to 3 fraction digits, 0 to 3 with `trim`).
 */
import type { FormatterSpec } from '../../api';
import { currencyFractionDigits, formatMoney } from '../../../i18n';
import { readDecimal, scaleDecimal } from '../../../i18n/decimal-input';
import { formatPercent } from '../../../i18n/percent';
import { localeCurrency } from '../prices/locale-currency';

export const bookkeeperMoneyFormat: FormatterSpec = {
  apply(value, _args, ctx) {
    if (!ctx.hasLocaleData) return '';
    const currency = localeCurrency(ctx.locale);
    // Read as the reference reads it (@phensley/decimal's rules, as `decimal` does): not a number is 0;
    // NaN and infinities print nothing.
    const cents = readDecimal(value) ?? '0';
    if (cents === 'NaN' || cents === 'Infinity') return '';
    return formatMoney(scaleDecimal(cents, -currencyFractionDigits(currency)), currency, ctx.locale);
  },
};

export const percentageFormat: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    return formatPercent(value, ctx.locale, { trim: args.includes('trim') });
  },
};
