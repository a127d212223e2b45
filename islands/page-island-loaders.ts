/** How the browser fetches each page island when its page has one: a chunk of its own per island. */
import type { ComponentType } from 'react';
import type { PAGE_ISLANDS } from './page-islands';

export type PageIslandName = keyof typeof PAGE_ISLANDS;

export const PAGE_ISLAND_LOADERS: Readonly<Record<PageIslandName, () => Promise<ComponentType<never>>>> = {
  AccountDashboard: async () => (await import('./account/account-dashboard')).AccountDashboard,
  AccountForms: async () => (await import('./account/account-forms')).AccountForms,
  CheckoutPage: async () => (await import('./checkout/checkout-page')).CheckoutPage,
  OrderConfirmation: async () => (await import('./order/order-confirmation')).OrderConfirmation,
  OrderStatus: async () => (await import('./order/order-status')).OrderStatus,
  SubscriptionManage: async () => (await import('./subscription-manage/subscription-manage')).SubscriptionManage,
  NewsletterConfirm: async () => (await import('./newsletter/newsletter-confirm')).NewsletterConfirm,
  NewsletterUnsubscribe: async () => (await import('./newsletter/newsletter-unsubscribe')).NewsletterUnsubscribe,
  RestockUnsubscribe: async () => (await import('./restock-unsubscribe/restock-unsubscribe')).RestockUnsubscribe,
};

export { isPageIslandName } from './page-island-names';
