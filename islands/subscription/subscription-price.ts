/** The price line of a subscription cart ("$16.00 every 2 weeks"), from the engine's subscription rules. */
import { centsToDecimal, subscriptionPriceText, subscriptionTerms, subscriptionUnavailableText } from '../../engine/commerce';
import { formatMoney } from '../../engine/i18n';
import type { SubscriptionCart } from '../../schemas/subscription';

export function subscriptionCartPriceText(cart: SubscriptionCart, locale: string): string {
  const terms = subscriptionTerms({ billingPeriod: cart.billingPeriod, numBillingCycles: cart.numBillingCycles });
  if (!terms) return subscriptionUnavailableText();
  const price = formatMoney(centsToDecimal(cart.unitPriceCents, cart.currencyCode), cart.currencyCode, locale);
  return subscriptionPriceText(terms, price, false);
}
