import { describe, expect, it } from 'vitest';
import {
  isSubscribable, subscriptionMessageKey, subscriptionPriceText, subscriptionTerms, subscriptionUnavailableText,
} from '../../../engine/commerce';

const plan = (unit: string, value: unknown, numBillingCycles?: unknown) => ({ billingPeriod: { unit, value }, numBillingCycles });
const english = (p: unknown, multiple = false) => subscriptionPriceText(subscriptionTerms(p)!, '$1', multiple);

describe('subscriptionTerms', () => {
  it('reads the billing period and cycles', () => {
    expect(subscriptionTerms(plan('WEEK', 2, 6))).toEqual({ unit: 'WEEK', every: 2, cycles: 6, duration: { unit: 'WEEK', count: 12 } });
    expect(subscriptionTerms(plan('month', '3'))).toEqual({ unit: 'MONTH', every: 3, cycles: 0 });
  });
  it('counts 52 weeks, 12 months and 1 year as one year (spec §4)', () => {
    expect(subscriptionTerms(plan('WEEK', 2, 26))!.duration).toEqual({ unit: 'YEAR', count: 1 });
    expect(subscriptionTerms(plan('WEEK', 1, 104))!.duration).toEqual({ unit: 'YEAR', count: 2 });
    expect(subscriptionTerms(plan('MONTH', 2, 6))!.duration).toEqual({ unit: 'YEAR', count: 1 });
    expect(subscriptionTerms(plan('MONTH', 1, 26))!.duration).toEqual({ unit: 'MONTH', count: 26 });
    expect(subscriptionTerms(plan('YEAR', 1, 3))!.duration).toEqual({ unit: 'YEAR', count: 3 });
  });
  it('matches no pattern without a WEEK, MONTH or YEAR billing period', () => {
    expect(subscriptionTerms(undefined)).toBeUndefined();
    expect(subscriptionTerms({})).toBeUndefined();
    expect(subscriptionTerms(plan('DAY', 1))).toBeUndefined();
  });
  it('reads a missing or non-positive period value as 1 and cycles of 0 or less as indefinite', () => {
    expect(subscriptionTerms(plan('WEEK', 0, -2))).toEqual({ unit: 'WEEK', every: 1, cycles: 0 });
  });
});

describe('subscription price text (English)', () => {
  it('writes indefinite plans', () => {
    expect(english(plan('WEEK', 1))).toBe('$1 every week');
    expect(english(plan('MONTH', 2))).toBe('$1 every 2 months');
    expect(english(plan('YEAR', 1), true)).toBe('from $1 every year');
  });
  it('writes finite plans, in years when whole', () => {
    expect(english(plan('WEEK', 1, 1))).toBe('$1 every week for 1 week');
    expect(english(plan('WEEK', 2, 6))).toBe('$1 every 2 weeks for 12 weeks');
    expect(english(plan('WEEK', 2, 26))).toBe('$1 every 2 weeks for 1 year');
    expect(english(plan('MONTH', 2, 12), true)).toBe('from $1 every 2 months for 2 years');
    expect(english(plan('MONTH', 1, 5))).toBe('$1 every month for 5 months');
  });
  it('says Unavailable when no pattern matches', () => {
    expect(subscriptionUnavailableText()).toBe('Unavailable');
    expect(subscriptionUnavailableText((key) => (key === 'productPriceUnavailable' ? 'Indisponible' : undefined))).toBe('Indisponible');
  });
});

describe('localized subscription messages', () => {
  it('names each pattern', () => {
    const key = (p: unknown, multiple = false) => subscriptionMessageKey(subscriptionTerms(p)!, multiple);
    expect(key(plan('WEEK', 1))).toBe('productPrice__singlePrice__1Weekly__indefinite');
    expect(key(plan('WEEK', 5, 3))).toBe('productPrice__singlePrice__nWeekly__limited__nWeeks');
    expect(key(plan('WEEK', 1, 52))).toBe('productPrice__singlePrice__1Weekly__limited__1Years');
    expect(key(plan('MONTH', 1, 1), true)).toBe('productPrice__multiplePrices__1Monthly__limited__1Months');
    expect(key(plan('YEAR', 2, 1))).toBe('productPrice__singlePrice__nYearly__limited__nYears');
  });
  it('fills {price}, {billingPeriodValue} and {duration}; other placeholders print nothing', () => {
    const terms = subscriptionTerms(plan('WEEK', 5, 3))!;
    const messages: Record<string, string> = {
      productPrice__singlePrice__nWeekly__limited__nWeeks: '{price} alle {billingPeriodValue} Wochen, {duration} Wochen lang{x}',
    };
    expect(subscriptionPriceText(terms, '€1', false, (k) => messages[k])).toBe('€1 alle 5 Wochen, 15 Wochen lang');
  });
  it('falls back to English for a pattern the site did not translate', () => {
    expect(subscriptionPriceText(subscriptionTerms(plan('WEEK', 1))!, '$1', false, () => undefined)).toBe('$1 every week');
  });
});

describe('isSubscribable', () => {
  it('accepts true and "true"', () => {
    expect(isSubscribable({ structuredContent: { isSubscribable: true } })).toBe(true);
    expect(isSubscribable({ structuredContent: { isSubscribable: 'true' } })).toBe(true);
    expect(isSubscribable({ structuredContent: { isSubscribable: 'false' } })).toBe(false);
    expect(isSubscribable({ structuredContent: {} })).toBe(false);
  });
});
