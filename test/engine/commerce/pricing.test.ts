import { describe, expect, it } from 'vitest';
import {
  cheapestVariant, getFromPrice, getNormalPrice, getSalePrice, hasVariedPrices, isOnSale, variantPriceCents,
} from '../../../engine/commerce';
import { booleanCases, corpusAvailable } from './corpus-fixtures';

const physical = (variants: unknown[]) => ({ structuredContent: { productType: 1, variants } });
const money = (value: string, currency?: string) => ({ value, currency });

describe.skipIf(!corpusAvailable)('hasVariedPrices: corpus fixtures', () => {
  it.each(booleanCases('has-varied-prices.json'))('%s', (_name, input, expected) => {
    expect(hasVariedPrices(input)).toBe(expected);
  });
});

describe('hasVariedPrices', () => {
  it('sees a variant on sale at the same amount as a different price', () => {
    expect(hasVariedPrices(physical([{ price: 100 }, { price: 100, onSale: true, salePrice: 100 }]))).toBe(true);
  });
  it('ignores sale prices of variants that are not on sale', () => {
    expect(hasVariedPrices(physical([{ price: 100, salePrice: 50 }, { price: 100, salePrice: 60 }]))).toBe(false);
  });
  it('holds for gift cards but not for digital products or paywalls', () => {
    const variants = [{ price: 1 }, { price: 2 }];
    expect(hasVariedPrices({ structuredContent: { productType: 4, variants } })).toBe(true);
    expect(hasVariedPrices({ structuredContent: { productType: 2, variants } })).toBe(false);
    expect(hasVariedPrices({ structuredContent: { productType: 5, variants } })).toBe(false);
  });
});

describe('isOnSale (spec §4)', () => {
  it('holds when any variant of a physical product or service is on sale', () => {
    expect(isOnSale(physical([{ onSale: false }, { onSale: true }]))).toBe(true);
    expect(isOnSale({ structuredContent: { productType: 3, variants: [{ onSale: true }] } })).toBe(true);
    expect(isOnSale(physical([{ onSale: false }]))).toBe(false);
  });
  it('reads a digital product\'s own flag', () => {
    expect(isOnSale({ structuredContent: { productType: 2, onSale: true } })).toBe(true);
    expect(isOnSale({ structuredContent: { productType: 1, onSale: true } })).toBe(false);
  });
  it('never holds for gift cards, paywalls or unknown types', () => {
    expect(isOnSale({ structuredContent: { productType: 4, variants: [{ onSale: true }] } })).toBe(false);
    expect(isOnSale({ structuredContent: { productType: -1, variants: [{ onSale: true }] } })).toBe(false);
  });
});

describe('prices of a product', () => {
  const item = physical([
    { priceMoney: money('1') },
    { onSale: true, priceMoney: money('3'), salePriceMoney: money('.1') },
    { priceMoney: money('.75') },
    { onSale: true, salePriceMoney: money('.5') },
  ]);
  it('from price: the cheapest price a shopper pays', () => {
    expect(getFromPrice(item)).toEqual({ cents: 10, currency: 'USD' });
    expect(cheapestVariant(item)).toBe(item.structuredContent.variants[1]);
  });
  it('normal price: the highest regular price', () => {
    expect(getNormalPrice(item).cents).toBe(300);
  });
  it('sale price: the lowest sale price among variants on sale', () => {
    expect(getSalePrice(item).cents).toBe(10);
    expect(getSalePrice(physical([{ priceMoney: money('1') }])).cents).toBe(0);
  });
  it('variant price: the sale price while on sale', () => {
    expect(variantPriceCents({ onSale: true, priceMoney: money('9'), salePriceMoney: money('4.5') })).toBe(450);
    expect(variantPriceCents({ onSale: false, priceMoney: money('9'), salePriceMoney: money('4.5') })).toBe(900);
  });
  it('digital products price themselves; from and normal ignore the sale', () => {
    const digital = { structuredContent: { productType: '2', onSale: true, priceMoney: money('7', 'eur'), salePriceMoney: money('3') } };
    expect(getFromPrice(digital)).toEqual({ cents: 700, currency: 'EUR', written: 'eur' });
    expect(getNormalPrice(digital).cents).toBe(700);
    expect(getSalePrice(digital).cents).toBe(300);
  });
  it('sale price: none for a gift card; a digital product\'s own even when it is not on sale', () => {
    expect(getSalePrice({ structuredContent: { productType: 4, variants: [{ onSale: true, salePriceMoney: money('3') }] } }).cents).toBe(0);
    expect(getSalePrice({ structuredContent: { productType: 2, onSale: false, salePriceMoney: money('3') } }).cents).toBe(300);
  });
  it('picks the cheapest and the dearest by exact amount, fractions of a cent included', () => {
    const close = physical([{ priceMoney: money('1.002') }, { priceMoney: money('1.001') }, { priceMoney: money('1.003') }]);
    expect(getFromPrice(close).exact).toBe('100.1');
    expect(getNormalPrice(close).exact).toBe('100.3');
  });
  it('prices a membership (paywall) on the product, like a digital product', () => {
    expect(getFromPrice({ structuredContent: { productType: 5, priceMoney: money('7') } })).toEqual({ cents: 700, currency: 'USD' });
  });
  it('gives the default price (0 USD) for unknown types and products without variants', () => {
    expect(getNormalPrice({ structuredContent: { productType: -1 } }).cents).toBe(0);
    expect(getFromPrice(physical([]))).toEqual({ cents: 0, currency: 'USD' });
  });
  it('counts JPY in yen (0 fraction digits)', () => {
    expect(getFromPrice(physical([{ priceMoney: money('2500', 'JPY') }]))).toEqual({ cents: 2500, currency: 'JPY' });
  });
});
