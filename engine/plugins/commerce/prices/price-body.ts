/**
 * Turns a product's price display (engine/commerce) into the body of a price
 * block: plain prices, or subscription price text when the product is subscribable.
 */
import type { RenderContext } from '../../api';
import {
  isSubscribable, productSubscriptionTerms, subscriptionPriceText, subscriptionUnavailableText,
  type MessageLookup, type Money, type PriceDisplay, type SubscriptionTerms,
} from '../../../commerce';
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

/** The plan's price text, for an item known to be subscribable; "Unavailable" when it has no plan. */
export function subscriptionPriceBody(display: PriceDisplay, item: unknown, ctx: RenderContext): PriceBlockBody {
  if (display.kind === 'none') return EMPTY;
  const terms = productSubscriptionTerms(item);
  // Without locale data no price text prints at all (the corpus's locale "none"); a product without a
  // plan still prints its "Unavailable" line, empty.
  if (!ctx.hasLocaleData) {
    return display.kind === 'sale' && terms !== undefined ? { kind: 'sale', text: '', original: '' } : { kind: 'line', text: '' };
  }
  const localized = localizedMessages(item, ctx);
  if (terms === undefined) return { kind: 'line', text: subscriptionUnavailableText(localized) };
  const plan = { terms, localized, item, ctx };
  switch (display.kind) {
    case 'from':
      return { kind: 'line', text: planText(plan, display.price, true) };
    case 'sale':
      return { kind: 'sale', text: planText(plan, display.price, false), original: planText(plan, display.original, false) };
    default:
      return { kind: 'single', text: planText(plan, display.price, false) };
  }
}

interface PlanContext {
  terms: SubscriptionTerms;
  localized: MessageLookup | undefined;
  item: unknown;
  ctx: RenderContext;
}

function planText(plan: PlanContext, price: Money, multiplePrices: boolean): string {
  const text = moneyText(price, moneyTextMode(plan.item, plan.ctx), plan.ctx.locale);
  return subscriptionPriceText(plan.terms, text, multiplePrices, plan.localized);
}
