/**
 * Subscription terms and their price text (spec §4 "Subscription price text"):
 * "$10.00 every 2 weeks for 1 year", or a site's localized message for the same pattern.
 */
import { isRecord, structuredContentOf, toNumber } from './product-fields';
import type { BillingUnit, ProductItem } from './product-json';

/** Billing cycles in a year (spec §9): 52 weeks, 12 months and 1 year each make a year. */
export const CYCLES_PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/** The localized-strings key and English text shown when a plan matches no pattern. */
export const SUBSCRIPTION_UNAVAILABLE_KEY = 'productPriceUnavailable';
export const SUBSCRIPTION_UNAVAILABLE_TEXT = 'Unavailable';

export interface SubscriptionTerms {
  unit: BillingUnit;
  /** Billed every `every` units (1 when the plan gives no usable value). */
  every: number;
  /** Number of payments; 0 means until cancelled. */
  cycles: number;
  /** How long a finite plan runs: in years when that is a whole number of years, else in the billing unit. */
  duration?: { unit: BillingUnit; count: number };
}

/** Looks up a site's localized message by key (`localizedStrings` in page JSON). */
export type MessageLookup = (key: string) => string | undefined;

const UNIT_WORDS: Readonly<Record<BillingUnit, readonly [string, string]>> = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};
const PERIOD_KEYS: Readonly<Record<BillingUnit, string>> = { WEEK: 'Weekly', MONTH: 'Monthly', YEAR: 'Yearly' };
const DURATION_KEYS: Readonly<Record<BillingUnit, string>> = { WEEK: 'Weeks', MONTH: 'Months', YEAR: 'Years' };

// English patterns are built once per message key.
const englishByKey = new Map<string, string>();

/** A product is subscribable when `isSubscribable` is true (or "true"). */
export function isSubscribable(item: ProductItem | unknown): boolean {
  const flag = structuredContentOf(item)?.isSubscribable;
  if (typeof flag === 'string') return flag.toLowerCase() === 'true';
  return flag === true || (typeof flag === 'number' && flag !== 0);
}

/** Reads a subscription plan; `undefined` when its billing unit is not WEEK, MONTH or YEAR. */
export function subscriptionTerms(plan: unknown): SubscriptionTerms | undefined {
  if (!isRecord(plan) || !isRecord(plan.billingPeriod)) return undefined;
  const unit = billingUnit(plan.billingPeriod.unit);
  if (unit === undefined) return undefined;
  const value = toNumber(plan.billingPeriod.value);
  const every = value !== undefined && value > 0 ? value : 1;
  const cycleCount = toNumber(plan.numBillingCycles);
  const cycles = cycleCount !== undefined && cycleCount > 0 ? cycleCount : 0;
  const terms: SubscriptionTerms = { unit, every, cycles };
  if (cycles > 0) terms.duration = durationOf(unit, every * cycles);
  return terms;
}

/**
 * The localized-strings key for a price pattern:
 * `productPrice__singlePrice__nWeekly__limited__1Years`,
 * `productPrice__multiplePrices__1Monthly__indefinite`.
 */
export function subscriptionMessageKey(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const prices = multiplePrices ? 'multiplePrices' : 'singlePrice';
  const period = `${terms.every > 1 ? 'n' : '1'}${PERIOD_KEYS[terms.unit]}`;
  const length = terms.duration === undefined
    ? 'indefinite'
    : `limited__${terms.duration.count === 1 ? '1' : 'n'}${DURATION_KEYS[terms.duration.unit]}`;
  return `productPrice__${prices}__${period}__${length}`;
}

/**
 * The price text of a subscription: the site's localized message for the
 * pattern when it has one, else English ("from $5.00 every 2 months for 1 year").
 * `price` is already formatted; messages may use {price}, {billingPeriodValue} and {duration}.
 */
export function subscriptionPriceText(
  terms: SubscriptionTerms,
  price: string,
  multiplePrices: boolean,
  localized?: MessageLookup,
): string {
  const key = subscriptionMessageKey(terms, multiplePrices);
  const message = localized?.(key) ?? englishMessage(key, terms, multiplePrices);
  return fillMessage(message, price, terms);
}

/** The text for a plan that matches no pattern: the localized message, else "Unavailable". */
export function subscriptionUnavailableText(localized?: MessageLookup): string {
  return localized?.(SUBSCRIPTION_UNAVAILABLE_KEY) ?? SUBSCRIPTION_UNAVAILABLE_TEXT;
}

function billingUnit(value: unknown): BillingUnit | undefined {
  if (typeof value !== 'string') return undefined;
  const unit = value.toUpperCase();
  return unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR' ? unit : undefined;
}

function durationOf(unit: BillingUnit, total: number): { unit: BillingUnit; count: number } {
  const perYear = CYCLES_PER_YEAR[unit];
  return total % perYear === 0 ? { unit: 'YEAR', count: total / perYear } : { unit, count: total };
}

function englishMessage(key: string, terms: SubscriptionTerms, multiplePrices: boolean): string {
  let message = englishByKey.get(key);
  if (message === undefined) {
    const [one, many] = UNIT_WORDS[terms.unit];
    message = `${multiplePrices ? 'from ' : ''}{price} every ${terms.every > 1 ? `{billingPeriodValue} ${many}` : one}`;
    if (terms.duration !== undefined) {
      const [durationOne, durationMany] = UNIT_WORDS[terms.duration.unit];
      message += ` for {duration} ${terms.duration.count === 1 ? durationOne : durationMany}`;
    }
    englishByKey.set(key, message);
  }
  return message;
}

/**
 * Fills a plan's price message: {price} (or {fromPrice}), {billingPeriodValue} (`every`) and {duration} (when the
 * plan has one), also by position; other placeholders print nothing.
 */
export function fillPlanMessage(message: string, price: string, every: number, duration: number | undefined, fromLine = false): string {
  // The reference passes fromPrice (on the "from" line only), price, billingPeriodValue and duration, by name
  // and, in that order, by position.
  const shift = fromLine ? 1 : 0;
  let out = '';
  let from = 0;
  for (;;) {
    const open = message.indexOf('{', from);
    const close = open < 0 ? -1 : message.indexOf('}', open + 1);
    if (close < 0) return out + message.slice(from);
    out += message.slice(from, open);
    const name = message.slice(open + 1, close);
    const position = /^\d+$/.test(name) ? Number(name) - shift : -2;
    if (name === 'price' || position === 0 || position === -1 || (fromLine && name === 'fromPrice')) out += price;
    else if (name === 'billingPeriodValue' || position === 1) out += String(every);
    else if ((name === 'duration' || position === 2) && duration !== undefined) out += String(duration);
    from = close + 1;
  }
}

function fillMessage(message: string, price: string, terms: SubscriptionTerms): string {
  return fillPlanMessage(message, price, terms.every, terms.duration?.count);
}
