/**
 * How a price prints on a page: the storefront's native markup
 * (`<span class="sqs-money-native">1,234.50</span>`), or CLDR money text
 * (`€1,234.50`) when the site turns on `useCLDRMoneyFormat`.
 */
import type { RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { centsToDecimal, type Money } from '../../../commerce';
import { formatMoney } from '../../../i18n';
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
      return `<span class="sqs-money-native">${groupThousands(centsToDecimal(money.cents, money.currency))}</span>`;
    case 'cldr': {
      // As the reference: the code as written; one CLDR does not know ('usd', '', '5') has no symbol.
      const code = money.written ?? money.currency;
      const amount = centsToDecimal(money.cents, money.currency);
      return isKnownCurrency(code) ? formatMoney(amount, code, locale) : formatMoneyWithoutSymbol(amount, locale);
    }
    default:
      return '';
  }
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
