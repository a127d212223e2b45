/** An order's amounts and dates as text: money in the order's currency, dates in the page's locale. */
import { formatCents } from '../cart-page/cart-money';

export function orderMoney(cents: number, currency: string, locale: string): string {
  return formatCents(cents, currency, locale);
}

/** A day ("March 4, 2026"); times are epoch milliseconds. */
export function formatDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ms));
}

/** A day and time, for a download link's expiry. */
export function formatDayTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
