// Reads the decimal amounts of content/checkout.json ("6.00") as integer cents of the store's currency.
import { decimalToCents } from '../../../engine/commerce';

/** "6.00" in USD → 600. The settings were validated when read, so an unreadable amount is a programming error. */
export function settingCents(amount: string, currency: string): number {
  const cents = decimalToCents(amount, currency);
  if (cents === undefined) throw new Error(`"${amount}" is not an amount`);
  return cents;
}

/** A tier's `upTo` (decimal text or a number) as money: cents of the store's currency. */
export function tierLimitCents(upTo: string | number, currency: string): number {
  return typeof upTo === 'number' ? (decimalToCents(upTo, currency) ?? 0) : settingCents(upTo, currency);
}

/** A tier's `upTo` as a weight in the store's weight unit. */
export function tierLimitWeight(upTo: string | number): number {
  return typeof upTo === 'number' ? upTo : Number(upTo);
}
