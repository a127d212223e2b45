/**
 * Adopts the subscription manage page's root (templates/pages/subscription-manage.page) as the SubscriptionManage
 * island: the locale and shop link from attributes, the heading and loading text as the template printed them.
 */
import { defineAdopter } from '../adopter';
import { orderPageProps } from './order';

export const SUBSCRIPTION_MANAGE_CLASS = 'kiosk-subscription-manage';

export const subscriptionManageAdopter = defineAdopter({
  island: 'SubscriptionManage',
  rootClass: SUBSCRIPTION_MANAGE_CLASS,
  adopt: (widget, context) => orderPageProps(widget, context.locale),
});
