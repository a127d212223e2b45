// The shipping choices a quote offers for its destination, the one selected, and what stops the order from
// shipping (no address yet, no option reaching it, an option that is no longer on offer).
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import type { ShippingDestination, ShippingOption } from '../../../schemas/checkout';
import type { CheckoutSettings } from '../../../schemas/checkout-settings';
import { settingCents } from './setting-amounts';
import { rateCents, type RateBasis } from './shipping-rates';
import { countriesInclude, zoneForDestination } from './shipping-zones';

export interface ShippingRequest extends RateBasis {
  settings: CheckoutSettings;
  requiresShipping: boolean;
  destination?: ShippingDestination;
  shippingOptionId?: string;
  /** a free-shipping coupon applies: every delivery option costs nothing (pickup keeps its price) */
  freeDelivery: boolean;
}

export interface ShippingChoice {
  options: ShippingOption[];
  selected: ShippingOption | null;
  shippingCents: number;
  blockers: string[];
}

export function chooseShipping(request: ShippingRequest): ShippingChoice {
  if (!request.requiresShipping) return { options: [], selected: null, shippingCents: 0, blockers: [] };
  if (!request.destination) {
    return { options: [], selected: null, shippingCents: 0, blockers: [CHECKOUT_MESSAGES.shippingAddressRequired] };
  }
  const options = shippingOptions(request, request.destination);
  if (options.length === 0) return { options, selected: null, shippingCents: 0, blockers: [CHECKOUT_MESSAGES.noShipping] };

  const blockers: string[] = [];
  // The default is the cheapest delivery: collecting in person is a choice the customer makes, never a default,
  // unless it is all there is.
  let selected = options.find((option) => option.kind === 'delivery') ?? options[0];
  if (request.shippingOptionId !== undefined) {
    const chosen = options.find((option) => option.id === request.shippingOptionId);
    // The address may have changed under the chosen option: show the default, and say the choice is gone.
    if (chosen) selected = chosen;
    else blockers.push(CHECKOUT_MESSAGES.unknownShippingOption);
  }
  return { options, selected, shippingCents: selected.amountCents, blockers };
}

/** Every option reaching the destination, cheapest first, then by name. */
export function shippingOptions(request: ShippingRequest, destination: ShippingDestination): ShippingOption[] {
  const options: ShippingOption[] = [];
  const zone = zoneForDestination(request.settings.shipping.zones, destination);
  for (const rate of zone?.rates ?? []) {
    const cents = rateCents(rate, request);
    if (cents === null) continue;
    options.push({
      id: rate.id,
      name: rate.name,
      description: rate.description,
      kind: 'delivery',
      amountCents: request.freeDelivery ? 0 : cents,
    });
  }
  const pickup = request.settings.shipping.pickup;
  if (pickup && countriesInclude(pickup.countries, destination.country)) {
    options.push({
      id: pickup.id,
      name: pickup.name,
      description: pickup.description,
      kind: 'pickup',
      amountCents: settingCents(pickup.amount, request.currency),
    });
  }
  return options.sort((a, b) => a.amountCents - b.amountCents || compareText(a.name, b.name));
}

// Plain code-point order: the same on every server whatever its locale.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
