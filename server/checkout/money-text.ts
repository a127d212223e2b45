// Money as customers read it in messages and emails ("$75.00"), in the store's locale and currency.
import { centsToDecimal } from '../../engine/commerce';
import { formatMoney } from '../../engine/i18n';

export type MoneyText = (cents: number) => string;

export function moneyText(locale: string, currency: string): MoneyText {
  return (cents) => formatMoney(centsToDecimal(cents, currency), currency, locale);
}

/** The decimal text of an amount (the analytics object's decimalValue). */
export function decimalText(cents: number, currency: string): string {
  return centsToDecimal(cents, currency);
}
