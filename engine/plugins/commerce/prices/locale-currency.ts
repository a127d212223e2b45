/**
 * The store currency a locale implies (`de` → EUR, `en-GB` → GBP), for
 * amounts that carry no currency; USD when the region sells in none of the 27.
 */
import { DEFAULT_CURRENCY } from '../../../commerce';
import { toIntlLocale } from '../../../i18n';

const EURO_REGIONS = [
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
];

const CURRENCY_BY_REGION = new Map<string, string>([
  ['US', 'USD'], ['CA', 'CAD'], ['GB', 'GBP'], ['AU', 'AUD'], ['CH', 'CHF'], ['LI', 'CHF'], ['NO', 'NOK'],
  ['SE', 'SEK'], ['DK', 'DKK'], ['NZ', 'NZD'], ['SG', 'SGD'], ['MX', 'MXN'], ['HK', 'HKD'], ['CZ', 'CZK'],
  ['IL', 'ILS'], ['MY', 'MYR'], ['RU', 'RUB'], ['PH', 'PHP'], ['PL', 'PLN'], ['TH', 'THB'], ['BR', 'BRL'],
  ['AR', 'ARS'], ['CO', 'COP'], ['ID', 'IDR'], ['IN', 'INR'], ['JP', 'JPY'], ['ZA', 'ZAR'],
  ...EURO_REGIONS.map((region): [string, string] => [region, 'EUR']),
]);

const currencyByLocale = new Map<string, string>();

export function localeCurrency(locale: string): string {
  let currency = currencyByLocale.get(locale);
  if (currency === undefined) {
    currency = CURRENCY_BY_REGION.get(likelyRegion(locale)) ?? DEFAULT_CURRENCY;
    currencyByLocale.set(locale, currency);
  }
  return currency;
}

// A locale without a region gets its likely one: "de" is Germany, "ja" Japan.
function likelyRegion(locale: string): string {
  try {
    return new Intl.Locale(toIntlLocale(locale)).maximize().region ?? '';
  } catch {
    return '';
  }
}
