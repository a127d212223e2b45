// A billed subscription's plan in words ("$16.00 every 2 weeks", "$30.00 every month for 1 year"), as the
// product page words it: for emails, the manage page and order views alike.
import { subscriptionPriceText, subscriptionTerms } from '../../engine/commerce';
import type { BilledSubscriptionRow } from '../db/billing';

export function planText(
  subscription: Pick<BilledSubscriptionRow, 'amount_cents' | 'period_value' | 'period_unit' | 'cycles_total'>,
  money: (cents: number) => string,
): string {
  const terms = subscriptionTerms({
    billingPeriod: { value: subscription.period_value, unit: subscription.period_unit },
    numBillingCycles: subscription.cycles_total,
  });
  return terms ? subscriptionPriceText(terms, money(subscription.amount_cents), false) : money(subscription.amount_cents);
}
