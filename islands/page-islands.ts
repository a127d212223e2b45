/**
 * The islands that are a whole page of their own (checkout, the order pages, managing a subscription). The SSR
 * step renders them from here; the browser loads each one only on its page (page-island-loaders.ts), so a product
 * page never downloads checkout's code.
 */
import { AccountDashboard } from './account/account-dashboard';
import { AccountForms } from './account/account-forms';
import { CheckoutPage } from './checkout/checkout-page';
import { OrderConfirmation } from './order/order-confirmation';
import { OrderStatus } from './order/order-status';
import { SubscriptionManage } from './subscription-manage/subscription-manage';
import { NewsletterConfirm } from './newsletter/newsletter-confirm';
import { NewsletterUnsubscribe } from './newsletter/newsletter-unsubscribe';
import { RestockUnsubscribe } from './restock-unsubscribe/restock-unsubscribe';

export const PAGE_ISLANDS = {
  AccountDashboard,
  AccountForms,
  CheckoutPage,
  OrderConfirmation,
  OrderStatus,
  SubscriptionManage,
  NewsletterConfirm,
  NewsletterUnsubscribe,
  RestockUnsubscribe,
} as const;
