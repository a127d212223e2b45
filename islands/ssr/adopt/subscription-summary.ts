/** Adopts the subscription page's summary element (templates/pages/subscription.page) as the SubscriptionSummary island. */
import { defineAdopter } from '../adopter';
import { textContent } from '../html-fragment';

export const subscriptionSummaryAdopter = defineAdopter({
  island: 'SubscriptionSummary',
  rootClass: 'kiosk-subscription-summary',
  adopt({ attributes, content }) {
    return { locale: attributes['data-locale'] || 'en-US', loadingText: textContent(content).trim() };
  },
});
