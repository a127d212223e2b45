/**
 * How a price prints on a page: the storefront's native markup
 * (`<span class="sqs-money-native">1,234.50</span>`), or CLDR money text
 * (`€1,234.50`) when the site turns on `useCLDRMoneyFormat`.
 */
import type { RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { centsToDecimal, type Money } from '../../../commerce';
import { currencyFractionDigits, formatMoney } from '../../../i18n';
import { pageScopeObject } from './page-scope';
import { formatMoneyWithoutSymbol, isKnownCurrency } from '../../i18n/number-formatters';

/** `none`: the page has no locale data, so prices print nothing. */
export type MoneyTextMode = 'none' | 'native' | 'cldr';

/**
 * The mode for prices of `item`. The flag is read from website settings
 * (spec §3) or, as Squarespace pages carry it, from `featureFlags`.
 */
export function moneyTextMode(item: unknown, ctx: RenderContext): MoneyTextMode {
  if (!ctx.hasLocaleData) return 'none';
  return cldrFlag(item, ctx, 'website') || cldrFlag(item, ctx, 'featureFlags') ? 'cldr' : 'native';
}

export function moneyText(money: Money, mode: MoneyTextMode, locale: string): string {
  switch (mode) {
    case 'native':
      return `<span class="sqs-money-native">${money.exact === undefined ? groupThousands(centsToDecimal(money.cents, money.currency)) : nativeExactAmount(money)}</span>`;
    case 'cldr': {
      // As the reference: the code as written; one CLDR does not know ('usd', '', '5') has no symbol.
      const code = money.written ?? money.currency;
      // The exact digits when the amount has them, as text Intl formats exactly (the reference's decimals).
      const amount = money.exact === undefined ? centsToDecimal(money.cents, money.currency) : `${money.exact}e-${currencyFractionDigits(money.currency)}`;
      return isKnownCurrency(code) ? formatMoney(amount, code, locale) : formatMoneyWithoutSymbol(amount, locale);
    }
    default:
      return '';
  }
}

/**
 * A native price with exact digits (a fraction of a minor unit, past 2^53 minor units) as the reference
 * writes it: its exact minor units read back as a double (`parseFloat`), divided, and written by en-US Intl
 * with the currency's fraction digits, which rounds as Intl does and keeps the sign of a negative zero ("-0.00").
 */
function nativeExactAmount(money: Money): string {
  const places = currencyFractionDigits(money.currency);
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places });
  return format.format(Number(money.exact) / 10 ** places);
}

function cldrFlag(item: unknown, ctx: RenderContext, scope: string): boolean {
  return isTruthy(pageScopeObject(item, ctx, scope)?.useCLDRMoneyFormat);
}

// Spec §9: comma groups of three, point before the fraction, whatever the locale.
function groupThousands(decimal: string): string {
  const sign = decimal[0] === '-' ? '-' : '';
  const point = decimal.indexOf('.');
  const integer = decimal.slice(sign.length, point < 0 ? decimal.length : point);
  if (integer.length <= 3) return decimal;
  let grouped = integer.slice(0, integer.length % 3 || 3);
  for (let i = grouped.length; i < integer.length; i += 3) grouped += `,${integer.slice(i, i + 3)}`;
  return sign + grouped + (point < 0 ? '' : decimal.slice(point));
}
