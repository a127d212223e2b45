import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../schemas/messages';
import { quoteOrder } from '../../../../server/checkout/pricing/quote-order';
import { zoneForDestination } from '../../../../server/checkout/pricing/shipping-zones';
import { CALIFORNIA, DEMO_SETTINGS, digital, FRANCE, giftCardLine, NC, ONTARIO, physical, quoteInput, settings } from './pricing-fixtures';

const optionSummary = (options: { id: string; amountCents: number }[]) => options.map((o) => `${o.id} ${o.amountCents}`);

describe('shipping zones', () => {
  const zones = settings({
    shipping: {
      zones: [
        { id: 'mainland', name: 'Mainland US', countries: ['US'], regions: ['NC', 'CA'], rates: [{ id: 'a', name: 'A', type: 'flat', amount: '1.00' }] },
        { id: 'world', name: 'World', countries: ['*'], rates: [{ id: 'b', name: 'B', type: 'flat', amount: '2.00' }] },
        { id: 'north', name: 'North America', countries: ['US', 'CA'], rates: [{ id: 'c', name: 'C', type: 'flat', amount: '3.00' }] },
      ],
    },
  }).shipping.zones;

  it('takes the first zone naming the country, with the region compared case-insensitively', () => {
    expect(zoneForDestination(zones, { country: 'US', region: 'nc', postalCode: '' })?.id).toBe('mainland');
  });

  it('falls through to a later zone of the country when the region is not listed', () => {
    expect(zoneForDestination(zones, { country: 'US', region: 'HI', postalCode: '' })?.id).toBe('north');
    expect(zoneForDestination(zones, { country: 'CA', region: 'ON', postalCode: '' })?.id).toBe('north');
  });

  it('uses "*" only for countries no zone names', () => {
    expect(zoneForDestination(zones, { country: 'FR', region: '', postalCode: '' })?.id).toBe('world');
    const usOnly = zones.filter((zone) => zone.id !== 'north');
    expect(zoneForDestination(usOnly, { country: 'US', region: 'HI', postalCode: '' })).toBeNull();
  });
});

describe('shipping options of a quote', () => {
  it('offers the US rates and local pickup, cheapest first, and selects the cheapest delivery (pickup is chosen, never a default)', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)], destination: NC }));
    expect(optionSummary(quote.shippingOptions)).toEqual(['pickup-asheville 0', 'us-standard 600', 'us-express 1400']);
    expect(quote.shippingOptions.map((o) => o.kind)).toEqual(['pickup', 'delivery', 'delivery']);
    expect(quote.shippingOptions[1].description).toBe('3–5 business days');
    expect(quote.selectedShippingOption?.id).toBe('us-standard');
    expect(quote.shippingCents).toBe(600);
    expect(quote.blockers).toEqual([]);
    const pickup = quoteOrder(quoteInput({ lines: [physical(4000)], destination: NC, shippingOptionId: 'pickup-asheville' }));
    expect(pickup.shippingCents).toBe(0);
  });

  it('charges the chosen option', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)], destination: CALIFORNIA, shippingOptionId: 'us-express' }));
    expect(quote.selectedShippingOption?.name).toBe('Express');
    expect(quote.shippingCents).toBe(1400);
    expect(quote.grandTotalCents).toBe(5400);
  });

  it('makes Standard free for an $80 cart and not for a $74.99 one', () => {
    const free = quoteOrder(quoteInput({ lines: [physical(8000)], destination: CALIFORNIA, shippingOptionId: 'us-standard' }));
    expect(free.shippingCents).toBe(0);
    const paid = quoteOrder(quoteInput({ lines: [physical(7499)], destination: CALIFORNIA, shippingOptionId: 'us-standard' }));
    expect(paid.shippingCents).toBe(600);
  });

  it('measures freeOver and price bands after the discount', () => {
    // $80 less 10 % is $72: under $75, Standard costs again.
    const quote = quoteOrder(quoteInput({ lines: [physical(8000)], destination: CALIFORNIA, couponCode: 'WELCOME10', shippingOptionId: 'us-standard' }));
    expect(quote.discountCents).toBe(800);
    expect(quote.shippingCents).toBe(600);
  });

  it('prices express by the subtotal band', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(6000, { quantity: 3 })], destination: CALIFORNIA, shippingOptionId: 'us-express' }));
    expect(quote.shippingCents).toBe(2400);
  });

  it('offers Canada its own rate and no pickup', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)], destination: ONTARIO }));
    expect(optionSummary(quote.shippingOptions)).toEqual(['ca-standard 1500']);
  });

  it('ships elsewhere through the "*" zone, priced by weight × quantity of the physical lines', () => {
    const light = quoteOrder(quoteInput({ lines: [physical(4000, { weight: 0.5 })], destination: FRANCE }));
    expect(optionSummary(light.shippingOptions)).toEqual(['intl-standard 2200']);
    const heavier = quoteOrder(quoteInput({
      lines: [physical(4000, { weight: 0.75, quantity: 2 }), digital(900, { weight: 40 })],
      destination: FRANCE,
    }));
    expect(heavier.shippingCents).toBe(3500);
    const heavy = quoteOrder(quoteInput({ lines: [physical(4000, { weight: 2, quantity: 3 })], destination: FRANCE }));
    expect(heavy.shippingCents).toBe(5500);
  });

  it('zeroes every delivery option with a free-shipping coupon, but not a paid pickup', () => {
    const paidPickup = settings({
      shipping: {
        zones: [{ id: 'us', name: 'US', countries: ['US'], rates: [{ id: 'std', name: 'Standard', type: 'flat', amount: '6.00' }, { id: 'exp', name: 'Express', type: 'flat', amount: '20.00' }] }],
        pickup: { id: 'pickup', description: 'At the shop', amount: '2.00' },
      },
      coupons: [{ code: 'FREESHIP', type: 'free-shipping' }],
    });
    const quote = quoteOrder(quoteInput({ settings: paidPickup, lines: [physical(3000)], destination: NC, couponCode: 'freeship' }));
    expect(optionSummary(quote.shippingOptions)).toEqual(['exp 0', 'std 0', 'pickup 200']);
    expect(quote.coupon).toEqual({ code: 'FREESHIP', valid: true, discountCents: 0, freeShipping: true });
    expect(quote.discountCents).toBe(0);
  });

  it('keeps the cheapest option and says so when the chosen option is not on offer', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)], destination: ONTARIO, shippingOptionId: 'us-express' }));
    expect(quote.selectedShippingOption?.id).toBe('ca-standard');
    expect(quote.blockers).toEqual([CHECKOUT_MESSAGES.unknownShippingOption]);
  });

  it('asks for an address when something ships and there is none', () => {
    const quote = quoteOrder(quoteInput({ lines: [physical(4000)] }));
    expect(quote.requiresShipping).toBe(true);
    expect(quote.shippingOptions).toEqual([]);
    expect(quote.selectedShippingOption).toBeNull();
    expect(quote.shippingCents).toBe(0);
    expect(quote.blockers).toEqual([CHECKOUT_MESSAGES.shippingAddressRequired]);
  });

  it('refuses a destination no zone reaches', () => {
    const usOnly = settings({ shipping: { zones: [DEMO_SETTINGS.shipping.zones[0]] } });
    const quote = quoteOrder(quoteInput({ settings: usOnly, lines: [physical(4000)], destination: FRANCE }));
    expect(quote.shippingOptions).toEqual([]);
    expect(quote.blockers).toEqual([CHECKOUT_MESSAGES.noShipping]);
  });

  it('offers no shipping when nothing ships', () => {
    const quote = quoteOrder(quoteInput({ lines: [digital(1500), giftCardLine(5000)], destination: NC, shippingOptionId: 'us-express' }));
    expect(quote.requiresShipping).toBe(false);
    expect(quote.shippingOptions).toEqual([]);
    expect(quote.selectedShippingOption).toBeNull();
    expect(quote.shippingCents).toBe(0);
    expect(quote.blockers).toEqual([]);
  });
});
