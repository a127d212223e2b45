import { describe, expect, it } from 'vitest';
import { productTabsAdopter } from '../../../../islands/ssr/adopt/product-tabs';
import { demoContext, item, site, widget } from './demo-store';

const markup = (slug: string, killSwitch = 'false') =>
  `<div class="product-tabs" data-item-id="${item(slug).id}" data-reviews-kill-switch="${killSwitch}"><div class="product-description prose">${item(slug).body}</div></div>`;

describe('productTabsAdopter', () => {
  it('gives the necklace its description and its native and imported reviews, newest first', () => {
    const props = productTabsAdopter.adopt(widget(markup('name-necklace'), 'product-tabs'), demoContext())!;
    expect(props.descriptionHtml).toBe(item('name-necklace').body);
    expect(props.reviews.map((r) => [r.author, r.rating, r.dateText])).toEqual([
      ['Priya S.', 5, 'October 2, 2026'],
      ['Dana M.', 4, 'September 14, 2026'],
      ['wren_and_co', 5, 'August 30, 2026'],
    ]);
    expect(props.average).toBe(4.7);
  });

  it('shows a product without reviews with an empty list', () => {
    expect(productTabsAdopter.adopt(widget(markup('gift-card'), 'product-tabs'), demoContext())).toMatchObject({ reviews: [], average: null });
  });

  it('leaves the description as printed when the kill switch is on or reviews are off', () => {
    expect(productTabsAdopter.adopt(widget(markup('name-necklace', 'true'), 'product-tabs'), demoContext())).toBeUndefined();
    const off = { ...site.websiteSettings.storeSettings, productReviews: { nativeReviewsEnabled: false, importedReviewsEnabled: false } };
    expect(productTabsAdopter.adopt(widget(markup('name-necklace'), 'product-tabs'), demoContext(off))).toBeUndefined();
  });

  it('keeps only imported reviews when native ones are off', () => {
    const importedOnly = { ...site.websiteSettings.storeSettings, productReviews: { nativeReviewsEnabled: false, importedReviewsEnabled: true } };
    const props = productTabsAdopter.adopt(widget(markup('name-necklace'), 'product-tabs'), demoContext(importedOnly))!;
    expect(props.reviews.map((r) => r.importedFrom)).toEqual(['Etsy']);
  });
});
