// Whether the coupon code a customer typed applies to the order, and what it takes off: a percentage or a fixed
// amount of the lines it covers, or the delivery charge. A refused code is reported, never a reason to refuse
// the order: the customer can go ahead without it.
import type { CouponState } from '../../../schemas/checkout';
import type { Coupon } from '../../../schemas/checkout-settings';
import { CHECKOUT_MESSAGES, couponMinimumMessage } from '../../../schemas/messages';
import { isGiftCardLine, lineCents } from './order-lines';
import type { CouponUse, PricedLine } from './quote-input';
import { roundHalfUpCents } from './rounding';
import { settingCents } from './setting-amounts';

export interface CouponRequest {
  /** as typed; blank or absent: no coupon */
  code?: string;
  coupons: readonly Coupon[];
  lines: readonly PricedLine[];
  couponUse?: CouponUse;
  /** epoch ms */
  now: number;
  currency: string;
  formatMoney: (cents: number) => string;
}

export interface CouponOutcome {
  /** null when no code was typed */
  state: CouponState | null;
  /** the coupon as the settings define it, when it applies */
  coupon: Coupon | null;
  discountCents: number;
  freeShipping: boolean;
}

const NO_COUPON: CouponOutcome = { state: null, coupon: null, discountCents: 0, freeShipping: false };

export function evaluateCoupon(request: CouponRequest): CouponOutcome {
  const typed = request.code?.trim() ?? '';
  if (typed === '') return NO_COUPON;
  const coupon = findCoupon(request.coupons, typed);
  if (!coupon) return refused(typed, CHECKOUT_MESSAGES.unknownCoupon);

  const refusal = refusalReason(coupon, request);
  if (refusal !== null) return refused(coupon.code, refusal);

  const scopedCents = scopedLines(coupon, request.lines).reduce((sum, line) => sum + lineCents(line), 0);
  const discountCents = couponDiscountCents(coupon, scopedCents, request.currency);
  const freeShipping = coupon.type === 'free-shipping';
  return { state: { code: coupon.code, valid: true, discountCents, freeShipping }, coupon, discountCents, freeShipping };
}

/** Codes are matched case-insensitively: "welcome10" finds WELCOME10. */
export function findCoupon(coupons: readonly Coupon[], code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return coupons.find((coupon) => coupon.code.toUpperCase() === wanted);
}

/** The first rule the order breaks, in the order a customer would want to hear them; null when it applies. */
function refusalReason(coupon: Coupon, request: CouponRequest): string | null {
  if (coupon.startsAt !== undefined && request.now < Date.parse(coupon.startsAt)) return CHECKOUT_MESSAGES.couponNotStarted;
  if (coupon.endsAt !== undefined && request.now > Date.parse(coupon.endsAt)) return CHECKOUT_MESSAGES.couponExpired;
  const use = request.couponUse ?? { uses: 0, customerUses: 0 };
  if (coupon.limit !== undefined && use.uses >= coupon.limit) return CHECKOUT_MESSAGES.couponUsedUp;
  if (coupon.perCustomerLimit !== undefined && use.customerUses >= coupon.perCustomerLimit) {
    return CHECKOUT_MESSAGES.couponCustomerLimit;
  }
  const scoped = scopedLines(coupon, request.lines);
  if (scoped.length === 0) return CHECKOUT_MESSAGES.couponNotApplicable;
  if (coupon.minSubtotal !== undefined) {
    const minimumCents = settingCents(coupon.minSubtotal, request.currency);
    const scopedCents = scoped.reduce((sum, line) => sum + lineCents(line), 0);
    if (scopedCents < minimumCents) return couponMinimumMessage(request.formatMoney(minimumCents));
  }
  return null;
}

/**
 * The lines a coupon counts and discounts: every line but gift cards, narrowed to the coupon's scope (item ids
 * or url slugs, and categories compared case-insensitively) when it has one.
 */
export function scopedLines(coupon: Coupon, lines: readonly PricedLine[]): PricedLine[] {
  const itemIds = coupon.scope?.itemIds ?? [];
  const categories = (coupon.scope?.categories ?? []).map((name) => name.toLowerCase());
  const unscoped = itemIds.length === 0 && categories.length === 0;
  return lines.filter((line) => {
    if (isGiftCardLine(line)) return false;
    if (unscoped) return true;
    if (itemIds.includes(line.itemId) || (line.urlSlug !== undefined && itemIds.includes(line.urlSlug))) return true;
    return line.categories.some((name) => categories.includes(name.toLowerCase()));
  });
}

/** Percentages are rounded half up to the cent; no coupon takes off more than the lines it covers. */
function couponDiscountCents(coupon: Coupon, scopedCents: number, currency: string): number {
  switch (coupon.type) {
    case 'percentage':
      return Math.min(scopedCents, roundHalfUpCents((scopedCents * (coupon.percent ?? 0)) / 100));
    case 'fixed':
      return Math.min(scopedCents, settingCents(coupon.amount ?? '0', currency));
    case 'free-shipping':
      return 0;
  }
}

function refused(code: string, reason: string): CouponOutcome {
  return { state: { code, valid: false, reason, discountCents: 0, freeShipping: false }, coupon: null, discountCents: 0, freeShipping: false };
}
