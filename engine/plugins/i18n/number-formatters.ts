/** `decimal` and `money`: locale-aware numbers and amounts ("" without locale data). */
import type { FormatterSpec } from '../api';
import { DecimalFormat, parseDecimalArgs } from '../../i18n/decimal';
import { formatMoney, parseMoneyArgs, readMoney } from '../../i18n/money';
import { parsedArgs } from '../parsed-args';

const decimalFormatFor = parsedArgs((args) => new DecimalFormat(parseDecimalArgs(args)));
const moneyOptionsFor = parsedArgs(parseMoneyArgs);

/** `{n|decimal style:percent maxfrac:1 round:down group}` */
export const decimalFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    return decimalFormatFor(args).format(value, ctx.locale);
  },
};

/** `{price|money style:short}` on `{ decimalValue, currencyCode }` or `{ value, currency }`. */
export const moneyFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    const money = readMoney(value);
    return money === undefined ? '' : formatMoney(money.amount, money.currency, ctx.locale, moneyOptionsFor(args));
  },
};
