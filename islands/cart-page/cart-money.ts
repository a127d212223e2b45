/** Cart amounts (integer minor units from the server) as text in the page's locale, with no float math. */
import { centsToDecimal } from '../../engine/commerce';
import { formatMoney } from '../../engine/i18n';

export interface MoneyCents {
  cents: number;
  currency: string;
}

export function formatCents(cents: number, currency: string, locale: string): string {
  return formatMoney(centsToDecimal(cents, currency), currency, locale);
}
