/**
 * The page islands' names (page-islands.ts), apart from their loaders: the storefront's hydrator recognises them
 * without carrying the page islands' loader map, which it fetches only on a page that has one.
 */
import type { PageIslandName } from './page-island-loaders';

export const PAGE_ISLAND_NAMES: readonly PageIslandName[] = [
  'AccountDashboard',
  'AccountForms',
  'CheckoutPage',
  'OrderConfirmation',
  'OrderStatus',
  'SubscriptionManage',
  'NewsletterConfirm',
  'NewsletterUnsubscribe',
  'RestockUnsubscribe',
];

export function isPageIslandName(name: string): name is PageIslandName {
  return (PAGE_ISLAND_NAMES as readonly string[]).includes(name);
}
