/**
 * The islands that are a whole page of their own (checkout, the order pages, managing a subscription). The SSR
 * step renders them from here; the browser loads each one only on its page (page-island-loaders.ts), so a product
 * page never downloads checkout's code.
 */
import { CheckoutPage } from './checkout/checkout-page';
import { OrderConfirmation } from './order/order-confirmation';
import { OrderStatus } from './order/order-status';
import { SubscriptionManage } from './subscription-manage/subscription-manage';

export const PAGE_ISLANDS = {
  CheckoutPage,
  OrderConfirmation,
  OrderStatus,
  SubscriptionManage,
} as const;
