/**
 * Turns a product's price display (engine/commerce) into the body of a price
 * block: plain prices, or subscription price text when the product is subscribable.
 */
import type { RenderContext } from '../../api';
import { fillPlanMessage, isSubscribable, subscriptionUnavailableText, type MessageLookup, type Money, type PriceDisplay } from '../../../commerce';
import { toNumber, toText } from '../../core/coercion';
import { childOf } from '../../core/value-path';
import { localizedMessages } from './localized-messages';
import { moneyText, moneyTextMode } from './money-text';
import type { PriceBlockBody } from './price-block';

const EMPTY: PriceBlockBody = Object.freeze({ kind: 'none' });

/** Prices as they are: "12.00", "from 10.00", or a sale beside the original. */
export function plainPriceBody(display: PriceDisplay, item: unknown, ctx: RenderContext): PriceBlockBody {
  if (display.kind === 'none') return EMPTY;
  const mode = moneyTextMode(item, ctx);
  switch (display.kind) {
    case 'from':
      return { kind: 'line', text: mode === 'none' ? '' : `from ${moneyText(display.price, mode, ctx.locale)}` };
    case 'sale':
      return { kind: 'sale', text: moneyText(display.price, mode, ctx.locale), original: moneyText(display.original, mode, ctx.locale) };
    default:
      return { kind: 'single', text: moneyText(display.price, mode, ctx.locale) };
  }
}

/** Prices of a subscribable product carry the plan: "10.00 every 2 weeks for 12 weeks". */
export function productPriceBody(display: PriceDisplay, item: unknown, ctx: RenderContext): PriceBlockBody {
  if (display.kind === 'none' || !isSubscribable(item)) return plainPriceBody(display, item, ctx);
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
  if (plan === undefined) return { kind: 'line', text: subscriptionUnavailableText(localized) };
  const mode = moneyTextMode(item, ctx);
  const text = (price: Money, multiplePrices: boolean) => planText(plan, moneyText(price, mode, ctx.locale), multiplePrices, localized);
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
 * ("from {price} every 2 months for 1 year"), with {price}, {billingPeriodValue} and {duration} filled in.
 */
function planText(plan: ReferencePlan, price: string, multiplePrices: boolean, localized: MessageLookup | undefined): string {
  const { value, unit, cycles, duration, durationUnit } = plan;
  const length = duration === 0 ? 'indefinite' : `limited__${duration === 1 ? '1' : 'n'}${capitalizeFirst(durationUnit)}s`;
  const key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${value === 1 ? '1' : 'n'}${capitalizeFirst(unit)}ly__${length}`;
  let message = localized?.(key);
  if (message === undefined) {
    const plural = value > 1;
    message = `${multiplePrices ? 'from ' : ''}{price} every ${plural ? '{billingPeriodValue} ' : ''}${unit.toLowerCase()}${plural ? 's' : ''}`;
    if (cycles > 0) message += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;
  }
  return fillPlanMessage(message, price, plan.value, plan.duration, multiplePrices);
}
