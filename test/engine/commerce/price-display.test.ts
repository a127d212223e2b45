import { describe, expect, it } from 'vitest';
import { productPriceDisplay, subscriptionPriceDisplay } from '../../../engine/commerce';

const usd = (value: string) => ({ value, currency: 'USD' });
const cents = (n: number) => ({ cents: n, currency: 'USD' });

describe('productPriceDisplay', () => {
  it('shows nothing for an unknown type', () => {
    expect(productPriceDisplay({ structuredContent: { productType: -1 } })).toEqual({ kind: 'none' });
  });
  it('shows "from" the cheapest price when variant prices differ', () => {
    const item = { structuredContent: { productType: 1, variants: [{ price: 100, priceMoney: usd('1') }, { price: 200, priceMoney: usd('2') }] } };
    expect(productPriceDisplay(item)).toEqual({ kind: 'from', price: cents(100) });
  });
  it('shows the sale price beside the highest regular price', () => {
    const sale = { onSale: true, salePrice: 1, priceMoney: usd('3'), salePriceMoney: usd('0.4') };
    const item = { structuredContent: { productType: 1, variants: [sale, { ...sale, priceMoney: usd('2'), salePriceMoney: usd('0.5') }] } };
    expect(productPriceDisplay(item)).toEqual({ kind: 'sale', price: cents(40), original: cents(300) });
  });
  it('shows one price otherwise (a paywall is priced on the product)', () => {
    expect(productPriceDisplay({ structuredContent: { productType: 2, priceMoney: usd('400') } })).toEqual({ kind: 'single', price: cents(40000) });
    expect(productPriceDisplay({ structuredContent: { productType: 5, priceMoney: usd('4') } })).toEqual({ kind: 'single', price: cents(400) });
  });
});

describe('subscriptionPriceDisplay', () => {
  const option = (price: string, sale?: string) => ({ priceMoney: usd(price), salePriceMoney: usd(sale ?? '0'), onSale: sale !== undefined });
  it('reads the first pricing option of the first variant', () => {
    const item = { structuredContent: { productType: 1, variants: [{ pricingOptions: [option('9'), option('1')] }, { pricingOptions: [option('5')] }] } };
    expect(subscriptionPriceDisplay(item)).toEqual({ kind: 'single', price: cents(900) });
  });
  it('shows a sale from that option', () => {
    const item = { structuredContent: { productType: 3, variants: [{ pricingOptions: [option('9', '3')] }] } };
    expect(subscriptionPriceDisplay(item)).toEqual({ kind: 'sale', price: cents(300), original: cents(900) });
  });
  it('shows "from" the first option of the variant a shopper pays least for, when variant prices differ', () => {
    const item = { structuredContent: { productType: 1, variants: [
      { price: 2000, priceMoney: usd('20'), pricingOptions: [option('9')] },
      { price: 1000, priceMoney: usd('10'), pricingOptions: [option('18', '2.50')] },
      { price: 3000, priceMoney: usd('30') },
    ] } };
    expect(subscriptionPriceDisplay(item)).toEqual({ kind: 'from', price: cents(250) });
  });
  it('shows nothing when the variant a shopper pays least for has no pricing options', () => {
    const item = { structuredContent: { productType: 1, variants: [{ priceMoney: usd('20'), pricingOptions: [option('9')] }, { priceMoney: usd('10') }] } };
    expect(subscriptionPriceDisplay(item)).toEqual({ kind: 'none' });
  });
  it('shows nothing without pricing options, or for other product types', () => {
    expect(subscriptionPriceDisplay({ structuredContent: { productType: 1, variants: [{}] } })).toEqual({ kind: 'none' });
    expect(subscriptionPriceDisplay({ structuredContent: { productType: 2, variants: [{ pricingOptions: [option('1')] }] } })).toEqual({ kind: 'none' });
  });
});
