import { describe, expect, it } from 'vitest';
import type { ShippingRate } from '../../../../schemas/checkout-settings';
import { rateCents } from '../../../../server/checkout/pricing/shipping-rates';

const basis = (discountedSubtotalCents: number, weight = 0) => ({ discountedSubtotalCents, weight, currency: 'USD' });

const standard: ShippingRate = { id: 'std', name: 'Standard', description: '', type: 'flat', amount: '6.00', freeOver: '75.00' };
const express: ShippingRate = {
  id: 'exp',
  name: 'Express',
  description: '',
  type: 'price-tiers',
  tiers: [{ upTo: '50.00', amount: '14.00' }, { upTo: '150.00', amount: '18.00' }, { amount: '24.00' }],
};
const byWeight: ShippingRate = {
  id: 'intl',
  name: 'International',
  description: '',
  type: 'weight-tiers',
  tiers: [{ upTo: 1, amount: '22.00' }, { upTo: '5', amount: '35.00' }, { amount: '55.00' }],
};

describe('rateCents', () => {
  it('charges a flat amount', () => {
    expect(rateCents(standard, basis(2000))).toBe(600);
  });

  it('is free over freeOver: $80 and exactly $75 ship free, $74.99 does not', () => {
    expect(rateCents(standard, basis(8000))).toBe(0);
    expect(rateCents(standard, basis(7500))).toBe(0);
    expect(rateCents(standard, basis(7499))).toBe(600);
  });

  it('picks the first price band whose upTo reaches the subtotal, inclusive', () => {
    expect(rateCents(express, basis(1))).toBe(1400);
    expect(rateCents(express, basis(5000))).toBe(1400);
    expect(rateCents(express, basis(5001))).toBe(1800);
    expect(rateCents(express, basis(15000))).toBe(1800);
  });

  it('lets the last band without upTo catch everything above', () => {
    expect(rateCents(express, basis(15001))).toBe(2400);
    expect(rateCents(express, basis(10_000_000))).toBe(2400);
  });

  it('offers nothing when every band has an upTo and the order is above them', () => {
    const capped: ShippingRate = { ...express, tiers: [{ upTo: '50.00', amount: '14.00' }] };
    expect(rateCents(capped, basis(5001))).toBeNull();
  });

  it('picks weight bands by total weight, upTo given as a number or as text', () => {
    expect(rateCents(byWeight, basis(1000, 0))).toBe(2200);
    expect(rateCents(byWeight, basis(1000, 1))).toBe(2200);
    expect(rateCents(byWeight, basis(1000, 1.2))).toBe(3500);
    expect(rateCents(byWeight, basis(1000, 5))).toBe(3500);
    expect(rateCents(byWeight, basis(1000, 12))).toBe(5500);
  });

  it('applies freeOver to tiered rates too', () => {
    expect(rateCents({ ...byWeight, freeOver: '200.00' }, basis(20000, 12))).toBe(0);
    expect(rateCents({ ...byWeight, freeOver: '200.00' }, basis(19999, 12))).toBe(5500);
  });

  it('reads amounts in the currency: JPY has no minor unit', () => {
    expect(rateCents({ ...standard, amount: '800', freeOver: undefined }, { discountedSubtotalCents: 5000, weight: 0, currency: 'JPY' })).toBe(800);
  });
});
