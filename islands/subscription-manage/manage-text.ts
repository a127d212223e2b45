/** The manage page's own words, and the lines it builds from a subscription (plan, schedule, state). */
import type { SubscriptionManageView, SubscriptionStatus } from '../../schemas/subscription-manage';
import { formatDay } from '../order/order-format';

export { SUBSCRIPTION_MANAGE_MESSAGES } from '../../schemas/subscription-manage';

export const MANAGE_TEXT = {
  plan: 'Plan',
  state: 'Status',
  nextPayment: 'Next payment',
  payments: 'Payments made',
  cancel: 'Cancel subscription',
  confirmQuestion: 'Cancel this subscription? You will not be charged again, and nothing more will be sent.',
  confirmCancel: 'Yes, cancel it',
  keep: 'Keep my subscription',
  cancelling: 'Cancelling…',
  cancelled: 'Your subscription is cancelled. You will not be charged again; we have emailed you a confirmation.',
  kept: 'Your subscription continues unchanged.',
  retry: 'Try again',
  continueShopping: 'Continue shopping',
} as const;

export const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Payment overdue',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** What comes next for it: the next payment's day, or why there is none. */
export function scheduleText(view: SubscriptionManageView, locale: string): string {
  if (view.status === 'active' && view.nextBillingAt !== null) return formatDay(view.nextBillingAt, locale);
  if (view.status === 'past_due') return 'None: the last payments were declined. Please contact us to continue.';
  if (view.status === 'completed') return 'None: every payment of the plan is made.';
  return 'None: the subscription is cancelled.';
}

/** "3", or "3 of 12" for a plan with a number of payments. */
export function paymentsText(view: SubscriptionManageView): string {
  return view.cyclesTotal > 0 ? `${view.cyclesBilled} of ${view.cyclesTotal}` : String(view.cyclesBilled);
}

/** Only a subscription that may still charge can be cancelled. */
export const cancellable = (view: SubscriptionManageView): boolean => view.status === 'active' || view.status === 'past_due';
