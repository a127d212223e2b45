/** Whether the cart reaches the store's minimum order (spec §8: 'To check out, your order subtotal must be {subtotal} or more.'). */
import type { MoneyCents } from './cart-money';

/** The minimum the cart falls short of, if any (a minimum in another currency than the cart's does not apply). */
export function unmetMinimum(subtotal: MoneyCents, minimum: MoneyCents | undefined): MoneyCents | undefined {
  if (!minimum || minimum.currency !== subtotal.currency) return undefined;
  return subtotal.cents < minimum.cents ? minimum : undefined;
}
