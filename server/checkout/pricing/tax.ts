// Sales tax of a quote: one line per tax rule that matches the destination (a state rule and a national rule
// add up), on the goods after discount and, where the rule says so, on shipping.
import type { ShippingDestination, TaxLine } from '../../../schemas/checkout';
import type { TaxRule } from '../../../schemas/checkout-settings';
import { roundHalfUpCents } from './rounding';

export interface TaxRequest {
  rules: readonly TaxRule[];
  /** no destination: no tax (nothing says where the sale happens) */
  destination?: ShippingDestination;
  /** the taxable lines' subtotal minus the discount (gift-card lines left out) */
  goodsCents: number;
  shippingCents: number;
  /** prices already include the tax: each line is the part of the price that is tax */
  pricesIncludeTax: boolean;
}

export function taxLines(request: TaxRequest): TaxLine[] {
  if (!request.destination) return [];
  const rules = rulesForDestination(request.rules, request.destination);
  const totalRate = rules.reduce((sum, rule) => sum + rule.rate, 0);
  return rules.map((rule) => {
    const base = Math.max(0, request.goodsCents + (rule.taxShipping ? request.shippingCents : 0));
    // Inclusive prices hold base / (1 + every rate) of net price: this rule's share of the tax in it.
    const exact = request.pricesIncludeTax ? (base * rule.rate) / (1 + totalRate) : base * rule.rate;
    return { id: rule.id, name: rule.name, rate: rule.rate, amountCents: roundHalfUpCents(exact) };
  });
}

/**
 * The rules for a destination: those of its country (whole-country rules, and region rules whose region matches,
 * compared case-insensitively); "*" rules only when no rule names the country, as with shipping zones.
 */
export function rulesForDestination(rules: readonly TaxRule[], destination: ShippingDestination): TaxRule[] {
  const country = destination.country.toUpperCase();
  const named = rules.filter((rule) => rule.country === country);
  const candidates = named.length > 0 ? named : rules.filter((rule) => rule.country === '*');
  const region = destination.region.trim().toLowerCase();
  return candidates.filter((rule) => rule.region === undefined || rule.region.trim().toLowerCase() === region);
}
