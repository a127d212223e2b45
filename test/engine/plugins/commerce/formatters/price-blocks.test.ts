import { describe, expect, it } from 'vitest';
import { productPrice, subscriptionPrice } from '../../../../../engine/plugins/commerce/formatters/price-blocks';
import { FakeContext, type FakeContextOptions } from '../../fake-context';

const NATIVE = (text: string) => `<span class="sqs-money-native">${text}</span>`;
const SALE = '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>';
const ORIGINAL = '<span class="visually-hidden v6-visually-hidden">Original Price:</span>';
const block = (body: string, className = 'product-price') => `\n\n\n<div class="${className}">\n${body}\n</div>`;

function render(item: unknown, page: object = {}, options: FakeContextOptions = {}): string {
  const ctx = new FakeContext({ ...page, item }, { stack: [item], ...options });
  return productPrice.apply(item, [], ctx, [item]) as string;
}

const usd = (value: string) => ({ value, currency: 'USD' });
const weekly = (value: number, numBillingCycles?: number) => ({
  isSubscribable: 'true', subscriptionPlan: { billingPeriod: { unit: 'WEEK', value }, numBillingCycles },
});

describe('product-price', () => {
  it('prints one price in native markup, grouping thousands', () => {
    expect(render({ structuredContent: { productType: 2, priceMoney: usd('2500') } })).toBe(block(NATIVE('2,500.00')));
  });
  it('prints "from" the cheapest price when variant prices differ', () => {
    const item = { structuredContent: { productType: 1, variants: [{ price: 1, priceMoney: usd('1') }, { price: 2, priceMoney: usd('2') }] } };
    expect(render(item)).toBe(block(`from ${NATIVE('1.00')}\n`));
  });
  it('prints the sale price beside the original', () => {
    const item = { structuredContent: { productType: 2, onSale: true, priceMoney: usd('400'), salePriceMoney: usd('200') } };
    expect(render(item)).toBe(block(`${SALE}${NATIVE('200.00')} ${ORIGINAL}<span class="original-price">${NATIVE('400.00')}</span>\n`));
  });
  it('uses the site\'s "from" message, formatted with the price', () => {
    const item = { structuredContent: { productType: 1, variants: [{ price: 1, priceMoney: usd('1') }, { price: 2, priceMoney: usd('2') }] } };
    const page = { localizedStrings: { productPriceFromText: 'desde {fromPrice} ({0}, {price})' } };
    expect(render(item, page)).toBe(block(`desde ${NATIVE('1.00')} (${NATIVE('1.00')}, ${NATIVE('1.00')})\n`));
  });
  it('prints a negative amount below half a cent as -0.00, as Intl writes the reference\'s double', () => {
    expect(render({ structuredContent: { productType: 2, priceMoney: usd('-0.001') } })).toBe(block(NATIVE('-0.00')));
  });
  it('prints an empty block for an unknown product type', () => {
    expect(render({ structuredContent: { productType: -1 } })).toBe(block(''));
  });
  it('switches to CLDR money when the site asks for it', () => {
    const item = { structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } } };
    expect(render(item, { website: { useCLDRMoneyFormat: true } }, { locale: 'de-DE' })).toBe(block('2.500,00\u00a0€'));
    expect(render(item, { featureFlags: { useCLDRMoneyFormat: true } })).toBe(block('€2,500.00'));
  });
  it('prints no prices without locale data', () => {
    const item = { structuredContent: { productType: 2, priceMoney: usd('5') } };
    expect(render(item, {}, { hasLocaleData: false })).toBe(block(''));
  });
  it('shows JPY without fraction digits', () => {
    expect(render({ structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'JPY' } } })).toBe(block(NATIVE('2,500')));
  });
});

describe('product-price for subscriptions', () => {
  const subscription = (plan: object, variants: object[]) => ({ structuredContent: { productType: 1, ...plan, variants } });
  const one = [{ price: 10000, priceMoney: usd('100') }];
  it('adds the billing period and duration', () => {
    expect(render(subscription(weekly(2, 6), one))).toBe(block(`${NATIVE('100.00')} every 2 weeks for 12 weeks`));
    expect(render(subscription(weekly(1), one))).toBe(block(`${NATIVE('100.00')} every week`));
  });
  it('writes the plan on both sides of a sale', () => {
    const variants = [{ price: 100, onSale: true, salePrice: 50, priceMoney: usd('2'), salePriceMoney: usd('0.5') }];
    const expected = `${SALE}${NATIVE('0.50')} every week ${ORIGINAL}<span class="original-price">${NATIVE('2.00')} every week</span>\n`;
    expect(render(subscription(weekly(1), variants))).toBe(block(expected));
  });
  it('uses the site\'s localized message, found on the item or further out', () => {
    const item = subscription(weekly(1), one);
    const page = { localizedStrings: { productPrice__singlePrice__1Weekly__indefinite: '{price} chaque semaine' } };
    expect(render(item, page)).toBe(block(`${NATIVE('100.00')} chaque semaine`));
    expect(render({ ...item, ...page })).toBe(block(`${NATIVE('100.00')} chaque semaine`));
  });
  it('says Unavailable when the plan matches no pattern', () => {
    expect(render(subscription({ isSubscribable: true }, one))).toBe(block('Unavailable\n'));
    expect(render(subscription({ isSubscribable: true }, one), { localizedStrings: { productPriceUnavailable: 'N/D' } })).toBe(block('N/D\n'));
  });
  it('formats the plan text as a message, a billing unit written like one included', () => {
    const plan = (unit: string, value?: number) => ({ isSubscribable: 'true', subscriptionPlan: { billingPeriod: { unit, value } } });
    expect(render(subscription(plan('{n select a {A} other {O}}'), one))).toBe(block(`${NATIVE('100.00')} every o`));
    expect(render(subscription(plan('{0 plural one {a} other {b}}', 5), one))).toBe(block(`${NATIVE('100.00')} every 5 bs`));
    expect(render(subscription(plan("month '{'", 1), one))).toBe(block(`${NATIVE('100.00')} every month {`));
  });
  it('formats the Unavailable text as a message whose price is "true"', () => {
    const page = { localizedStrings: { productPriceUnavailable: '{price} / {0} / {2}' } };
    expect(render(subscription({ isSubscribable: true }, one), page)).toBe(block('true / true / \n'));
  });
  it('prints no plan text without locale data', () => {
    expect(render(subscription(weekly(1), one), {}, { hasLocaleData: false })).toBe(block('\n'));
  });
});

describe('subscription-price', () => {
  it('prints the first pricing option, without plan text', () => {
    const option = { priceMoney: usd('45'), salePriceMoney: usd('0'), onSale: false, subscriptionPlan: { billingPeriod: { unit: 'MONTH', value: 3 } } };
    const item = { structuredContent: { productType: 1, variants: [{ priceMoney: usd('50'), pricingOptions: [option] }] } };
    const ctx = new FakeContext(item);
    expect(subscriptionPrice.apply(item, [], ctx, [item])).toBe(block(NATIVE('45.00'), 'subscription-price'));
  });
  it('reads the product type as a number and gives the "from" message the from price only', () => {
    const options = (value: string) => [{ priceMoney: usd(value) }];
    const item = { structuredContent: { productType: '1', variants: [{ price: 1, priceMoney: usd('1'), pricingOptions: options('1') }, { price: 2, priceMoney: usd('2'), pricingOptions: options('2') }] } };
    const ctx = new FakeContext({ item, localizedStrings: { productPriceFromText: 'desde {fromPrice}{price}' } }, { stack: [item] });
    expect(subscriptionPrice.apply(item, [], ctx, [item])).toBe(block(`desde ${NATIVE('1.00')}\n`, 'subscription-price'));
  });
  it('prints an empty block without pricing options', () => {
    const item = { structuredContent: { productType: 1, variants: [{ priceMoney: usd('50') }] } };
    expect(subscriptionPrice.apply(item, [], new FakeContext(item), [item])).toBe(block('', 'subscription-price'));
  });
});
