// Prices a checkout from the database's current state: the lines (cart or subscription cart), the coupon's use
// and the gift cards' balances, then the pure pricing rules. The quote endpoint shows its result; placing an
// order runs it again inside the order's transaction, so what is charged is what the rules say at that moment.
import type { CheckoutQuote, PaymentConfig, ShippingDestination } from '../../schemas/checkout';
import type { CheckoutSettings, Coupon } from '../../schemas/checkout-settings';
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import type { CartRead, CartService } from '../cart/cart-service';
import { buildCartView, type CartViewContext } from '../cart/cart-view';
import type { Catalog } from '../catalog/catalog';
import { createCouponStore } from '../db/coupons';
import { createGiftCardStore } from '../db/gift-cards';
import type { Executor } from '../db/schema';
import { createSubscriptionStore, type SubscriptionCartRow } from '../db/subscriptions';
import { DomainError } from '../domain-error';
import { planText } from '../subscription/plan-text';
import { cartLines, subscriptionLine, type CheckoutLine } from './checkout-lines';
import { giftCardCodeHash, normalizeGiftCardCode } from './gift-card-codes';
import type { MoneyText } from './money-text';
import type { GiftCardBalance, Quote } from './pricing/quote-input';
import { findCoupon } from './pricing/coupons';
import { quoteOrder } from './pricing/quote-order';

export interface PricingDeps {
  catalog: Catalog;
  carts: CartService;
  settings: CheckoutSettings;
  view: CartViewContext;
  minimumOrderCents: number | null;
  money: MoneyText;
  locale: string;
  currency: string;
  now: () => number;
}

/** What is bought: the visitor's cart (by its cookie token) or a subscription cart (by its token). */
export interface CheckoutSource {
  cartToken?: string;
  subscriptionToken?: string;
}

export interface PricingChoices {
  email?: string;
  destination?: ShippingDestination;
  shippingOptionId?: string;
  couponCode?: string;
  giftCardCodes?: readonly string[];
}

export interface PricedCheckout {
  lines: CheckoutLine[];
  quote: Quote;
  /** set for a cart checkout */
  cart?: CartRead;
  /** set for a subscription checkout */
  subscriptionCart?: SubscriptionCartRow;
  /** the coupon's definition when the quote found it valid */
  coupon?: Coupon;
}

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function createCheckoutPricing(deps: PricingDeps) {
  async function giftCardBalances(q: Executor, codes: readonly string[]): Promise<GiftCardBalance[]> {
    const typed = codes.map((code) => code.trim()).filter((code) => normalizeGiftCardCode(code) !== '');
    const rows = await createGiftCardStore(q).findByCodeHashes(typed.map(giftCardCodeHash));
    const byHash = new Map(rows.map((row) => [row.code_hash, row]));
    return typed.map((code) => {
      const row = byHash.get(giftCardCodeHash(code));
      return row
        ? { code, card: { id: row.id, balanceCents: row.balance_cents, currency: row.currency, last4: row.code_last4, disabled: row.disabled_at !== null } }
        : { code };
    });
  }

  async function linesOf(q: Executor, source: CheckoutSource): Promise<Pick<PricedCheckout, 'lines' | 'cart' | 'subscriptionCart'>> {
    if (source.subscriptionToken !== undefined) {
      const subscriptionCart = await createSubscriptionStore(q).find(source.subscriptionToken);
      const line = subscriptionCart && (await subscriptionLine(q, deps.catalog, subscriptionCart));
      if (!subscriptionCart || !line) throw new DomainError('not_found', CHECKOUT_MESSAGES.subscriptionNotFound);
      return { lines: [line], subscriptionCart };
    }
    const cart = await deps.carts.read(q, source.cartToken);
    return { lines: cartLines(cart), cart };
  }

  /** Prices the checkout on `q` (the database, or the order's transaction). */
  async function price(q: Executor, source: CheckoutSource, choices: PricingChoices): Promise<PricedCheckout> {
    const found = await linesOf(q, source);
    const coupon = choices.couponCode ? findCoupon(deps.settings.coupons, choices.couponCode) : undefined;
    const couponUse = coupon
      ? await createCouponStore(q).usage(coupon.code.toUpperCase(), choices.email ? emailKey(choices.email) : undefined)
      : undefined;
    const quote = quoteOrder({
      lines: found.lines,
      currency: deps.currency,
      settings: deps.settings,
      destination: choices.destination,
      shippingOptionId: choices.shippingOptionId,
      couponCode: choices.couponCode,
      couponUse,
      giftCards: await giftCardBalances(q, choices.giftCardCodes ?? []),
      minimumOrderCents: deps.minimumOrderCents,
      formatMoney: deps.money,
      now: deps.now(),
    });
    return { ...found, quote, coupon: quote.coupon?.valid ? coupon : undefined };
  }

  /** The subscription's plan in words ("$16.00 every 2 weeks"), for a subscription checkout. */
  function planOf(priced: PricedCheckout): CheckoutQuote['subscription'] {
    const line = priced.lines[0];
    const plan = priced.subscriptionCart && line?.product.subscriptionPlan;
    if (!plan) return null;
    const words = planText({
      amount_cents: line.unitCents * line.quantity, period_value: plan.billingPeriod.value, period_unit: plan.billingPeriod.unit,
      cycles_total: plan.numBillingCycles,
    }, deps.money);
    return { planText: words, billingPeriod: plan.billingPeriod, numBillingCycles: plan.numBillingCycles };
  }

  /** The quote as the API answers it: the cart with shipping, tax and discounts filled in. */
  function toApiQuote(priced: PricedCheckout, payment: PaymentConfig, destination: ShippingDestination | undefined): CheckoutQuote {
    const { quote } = priced;
    const base = priced.cart?.view ?? buildCartView(deps.view, undefined, priced.lines.map((line, index) => ({
      id: line.entryId, cart_id: '', item_id: line.itemId, sku: line.sku, quantity: line.quantity,
      additional_fields: line.additionalFields, created_at: deps.now(), seq: index + 1,
    })), new Map(priced.lines.map((line) => [line.itemId, line.product])), deps.now());
    const coupons = quote.coupon ? [quote.coupon] : [];
    return {
      shoppingCart: {
        ...base,
        shippingOptions: quote.shippingOptions,
        selectedShippingOption: quote.selectedShippingOption,
        shippingLocation: destination ?? null,
        applicableTaxRules: quote.taxLines,
        coupons,
        validCoupons: coupons.filter((coupon) => coupon.valid),
        invalidCoupons: coupons.filter((coupon) => !coupon.valid),
        subtotalCents: quote.subtotalCents,
        taxCents: quote.taxCents,
        shippingCostCents: quote.shippingCents,
        discountCents: quote.discountCents,
        grandTotalCents: quote.grandTotalCents,
      },
      shippingOptions: quote.shippingOptions,
      selectedShippingOption: quote.selectedShippingOption,
      taxLines: quote.taxLines,
      coupon: quote.coupon,
      giftCards: quote.giftCards.map(({ maskedCode, appliedCents, remainingCents }) => ({ maskedCode, appliedCents, remainingCents })),
      invalidGiftCards: quote.invalidGiftCards,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      taxCents: quote.taxCents,
      grandTotalCents: quote.grandTotalCents,
      giftCardCents: quote.giftCardCents,
      amountDueCents: quote.amountDueCents,
      currencyCode: deps.currency,
      requiresShipping: quote.requiresShipping,
      pricesIncludeTax: quote.pricesIncludeTax,
      minimumOrderCents: quote.minimumOrderCents,
      blockers: quote.blockers,
      payment,
      subscription: planOf(priced),
    };
  }

  return { price, toApiQuote, planOf };
}

export type CheckoutPricing = ReturnType<typeof createCheckoutPricing>;
