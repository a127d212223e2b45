/**
 * Turns a product's price display (engine/commerce) into the body of a price
 * block: plain prices, or subscription price text when the product is subscribable.
 */
import type { RenderContext } from '../../api';
import { isSubscribable, SUBSCRIPTION_UNAVAILABLE_KEY, SUBSCRIPTION_UNAVAILABLE_TEXT, type MessageLookup, type Money, type PriceDisplay } from '../../../commerce';
import { formatMessageText } from '../../i18n/message-formatter';
import { toNumber, toText } from '../../core/coercion';
import { childOf } from '../../core/value-path';
import { localizedMessages } from './localized-messages';
import { moneyText, moneyTextMode } from './money-text';
import type { PriceBlockBody } from './price-block';

const EMPTY: PriceBlockBody = Object.freeze({ kind: 'none' });

/** The localized-strings key of the "from" line, and its English text. */
const FROM_TEXT_KEY = 'productPriceFromText';
const FROM_TEXT = 'from {fromPrice}';

/**
 * Prices as they are: "12.00", "from 10.00" (the site's localized "from" message when it has one), or a sale
 * beside the original. `block` says whose "from" line it is: the reference gives `product-price`'s message
 * the price and the plan numbers as well, `subscription-price`'s the from price only.
 */
export function plainPriceBody(display: PriceDisplay, item: unknown, ctx: RenderContext, block: 'product-price' | 'subscription-price'): PriceBlockBody {
  if (display.kind === 'none') return EMPTY;
  const mode = moneyTextMode(item, ctx);
  switch (display.kind) {
    case 'from': {
      if (mode === 'none') return { kind: 'line', text: '' };
      const message = localizedMessages(item, ctx)?.(FROM_TEXT_KEY) ?? FROM_TEXT;
      const price = moneyText(display.price, mode, ctx.locale);
      const text = block === 'product-price' ? planMessage(message, price, null, null, true, ctx) : formatMessageText(message, [price], new Map([['fromPrice', price]]), ctx);
      return { kind: 'line', text };
    }
    case 'sale':
      return { kind: 'sale', text: moneyText(display.price, mode, ctx.locale), original: moneyText(display.original, mode, ctx.locale) };
    default:
      return { kind: 'single', text: moneyText(display.price, mode, ctx.locale) };
  }
}

/** Prices of a subscribable product carry the plan: "10.00 every 2 weeks for 12 weeks". */
export function productPriceBody(display: PriceDisplay, item: unknown, ctx: RenderContext): PriceBlockBody {
  if (display.kind === 'none' || !isSubscribable(item)) return plainPriceBody(display, item, ctx, 'product-price');
  return subscriptionPriceBody(display, item, ctx);
}

/** The plan's price text, for an item known to be subscribable; "Unavailable" when it has no billing period. */
export function subscriptionPriceBody(display: PriceDisplay, item: unknown, ctx: RenderContext): PriceBlockBody {
  if (display.kind === 'none') return EMPTY;
  const plan = referencePlan(item);
  // Without locale data no price text prints at all (the corpus's locale "none"); a product without a
  // plan still prints its "Unavailable" line, empty.
  if (!ctx.hasLocaleData) {
    return display.kind === 'sale' && plan !== undefined ? { kind: 'sale', text: '', original: '' } : { kind: 'line', text: '' };
  }
  const localized = localizedMessages(item, ctx);
  if (plan === undefined) {
    // The reference writes this line through `message` too, with the price "true" and no plan numbers.
    const unavailable = localized?.(SUBSCRIPTION_UNAVAILABLE_KEY) ?? SUBSCRIPTION_UNAVAILABLE_TEXT;
    return { kind: 'line', text: planMessage(unavailable, 'true', null, null, true, ctx) };
  }
  const mode = moneyTextMode(item, ctx);
  const text = (price: Money, multiplePrices: boolean) => planText(plan, moneyText(price, mode, ctx.locale), multiplePrices, localized, ctx);
  switch (display.kind) {
    case 'from':
      return { kind: 'line', text: text(display.price, true) };
    case 'sale':
      return { kind: 'sale', text: text(display.price, false), original: text(display.original, false) };
    default:
      return { kind: 'single', text: text(display.price, false) };
  }
}

/**
 * A subscription plan as the reference reads it: any billing period that is there, however odd, with its
 * value read as a number and its unit as text (a missing value is 0, a missing unit ""); a duration that is
 * a whole number of years (52 weeks, 12 months) is counted in years.
 */
interface ReferencePlan {
  value: number;
  unit: string;
  cycles: number;
  duration: number;
  durationUnit: string;
}

const PER_YEAR: Readonly<Record<string, number>> = { WEEK: 52, MONTH: 12 };

function referencePlan(item: unknown): ReferencePlan | undefined {
  const plan = childOf(childOf(item, 'structuredContent'), 'subscriptionPlan');
  const period = childOf(plan, 'billingPeriod');
  if (period === undefined) return undefined;
  const value = toNumber(childOf(period, 'value'));
  const unit = toText(childOf(period, 'unit'));
  const cycles = toNumber(childOf(plan, 'numBillingCycles'));
  let duration = value * cycles;
  let durationUnit = unit;
  const perYear = Object.hasOwn(PER_YEAR, unit) ? PER_YEAR[unit] : undefined;
  if (duration > 0 && perYear !== undefined && duration % perYear === 0) {
    duration /= perYear;
    durationUnit = 'YEAR';
  }
  return { value, unit, cycles, duration, durationUnit };
}

const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/**
 * The plan's price text: the site's localized message for its pattern
 * (`productPrice__singlePrice__nMonthly__limited__1Years`), else the reference's English
 * ("from {price} every 2 months for 1 year"), formatted as an ICU message with {price}, {billingPeriodValue}
 * and {duration}. The English text holds the plan's unit as written, so a unit that reads as message syntax
 * is formatted too, as in the reference.
 */
function planText(plan: ReferencePlan, price: string, multiplePrices: boolean, localized: MessageLookup | undefined, ctx: RenderContext): string {
  const { value, unit, cycles, duration, durationUnit } = plan;
  const length = duration === 0 ? 'indefinite' : `limited__${duration === 1 ? '1' : 'n'}${capitalizeFirst(durationUnit)}s`;
  const key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${value === 1 ? '1' : 'n'}${capitalizeFirst(unit)}ly__${length}`;
  let message = localized?.(key);
  if (message === undefined) {
    const plural = value > 1;
    message = `${multiplePrices ? 'from ' : ''}{price} every ${plural ? '{billingPeriodValue} ' : ''}${unit.toLowerCase()}${plural ? 's' : ''}`;
    if (cycles > 0) message += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;
  }
  return planMessage(message, price, plan.value, plan.duration, multiplePrices, ctx);
}

/**
 * A price line through `message` with the arguments the reference's price template gives it: fromPrice (on
 * the "from" line only), price, billingPeriodValue and duration, by name and, in that order, by position.
 */
function planMessage(message: string, price: string, every: number | null, duration: number | null, fromLine: boolean, ctx: RenderContext): string {
  const named = new Map<string, unknown>(fromLine ? [['fromPrice', price]] : []);
  named.set('price', price).set('billingPeriodValue', every).set('duration', duration);
  return formatMessageText(message, [...named.values()], named, ctx);
}
