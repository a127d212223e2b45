/**
 * Adopts the template's `<div class="product-tabs" data-item-id data-reviews-kill-switch>` (which
 * holds the printed description) as the ProductTabs island when reviews are on (spec §1); otherwise the
 * description stays as printed.
 */
import { averageRating, readReviewSettings, visibleReviews } from '../../reviews/review-data';
import { defineAdopter } from '../adopter';

export const productTabsAdopter = defineAdopter({
  island: 'ProductTabs',
  rootClass: 'product-tabs',
  adopt({ attributes }, context) {
    const itemId = attributes['data-item-id'];
    const item = itemId ? context.findItem(itemId) : undefined;
    const settings = readReviewSettings(context.storeSettings, attributes['data-reviews-kill-switch'] === 'true');
    if (!item || !settings) return undefined;
    const reviews = visibleReviews(item, settings, context.locale ?? 'en-US');
    return {
      descriptionHtml: typeof item.body === 'string' ? item.body : '',
      reviews,
      average: averageRating(reviews),
    };
  },
});
