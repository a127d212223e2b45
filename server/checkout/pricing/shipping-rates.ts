// What one shipping rate of content/checkout.json costs for an order: flat, by subtotal band or by weight band,
// and free over the rate's `freeOver`.
import type { ShippingRate } from '../../../schemas/checkout-settings';
import { settingCents, tierLimitCents, tierLimitWeight } from './setting-amounts';

export interface RateBasis {
  /** the subtotal after the coupon's discount, in cents */
  discountedSubtotalCents: number;
  /** the physical lines' total weight, in the store's weight unit */
  weight: number;
  currency: string;
}

/**
 * The rate's price in cents, or null when it has no price for this order (every band has an `upTo` and the
 * order is above the last one): the rate is then not offered.
 */
export function rateCents(rate: ShippingRate, basis: RateBasis): number | null {
  if (rate.freeOver !== undefined && basis.discountedSubtotalCents >= settingCents(rate.freeOver, basis.currency)) return 0;
  switch (rate.type) {
    case 'flat':
      return settingCents(rate.amount ?? '0', basis.currency);
    case 'price-tiers':
      return tierCents(rate, (upTo) => basis.discountedSubtotalCents <= tierLimitCents(upTo, basis.currency), basis.currency);
    case 'weight-tiers':
      return tierCents(rate, (upTo) => basis.weight <= tierLimitWeight(upTo), basis.currency);
  }
}

/** The first band whose `upTo` reaches the order's measure; a band without `upTo` catches everything above. */
function tierCents(rate: ShippingRate, reaches: (upTo: string | number) => boolean, currency: string): number | null {
  const tier = (rate.tiers ?? []).find((band) => band.upTo === undefined || reaches(band.upTo));
  return tier ? settingCents(tier.amount, currency) : null;
}
