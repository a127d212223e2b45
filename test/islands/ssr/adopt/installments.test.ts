import { describe, expect, it } from 'vitest';
import { installmentsAdopter } from '../../../../islands/ssr/adopt/installments';
import { demoContext, item, site, widget } from './demo-store';

const adopt = (slug: string, context = demoContext()) =>
  installmentsAdopter.adopt(widget(`<div class="product-installments" data-item-id="${item(slug).id}"></div>`, 'product-installments'), context);

describe('installmentsAdopter', () => {
  it('gives the necklace (45.00, in range) its instalment and the mug (18.00) the lower bound', () => {
    expect(adopt('name-necklace')).toMatchObject({
      providerName: 'Afterpay', count: 4, modalUrl: '/installments/afterpay/en_US.html', product: { inRange: true, instalment: '$11.25' },
    });
    expect(adopt('ceramic-mug')?.product).toEqual({ inRange: false, message: 'available for orders over $35.00' });
  });

  it('follows each variant’s price (the tee on sale at 20.00, the others 25.00: both under 35.00)', () => {
    const tee = adopt('classic-tee')!;
    expect(tee.optionNames).toEqual(['Size', 'Color']);
    expect(tee.variants).toHaveLength(6);
    expect(tee.variants.every((v) => !v.notice.inRange)).toBe(true);
  });

  it('says the upper bound for a price over the maximum', () => {
    const storeSettings = { ...site.websiteSettings.storeSettings, installments: { ...site.websiteSettings.storeSettings.installments, afterPayMax: { currency: 'USD', value: '40.00' } } };
    expect(adopt('name-necklace', demoContext(storeSettings))?.product).toEqual({ inRange: false, message: 'available for orders up to $40.00' });
  });

  it('leaves out services, digital products, gift cards, subscriptions and sold-out products', () => {
    for (const slug of ['design-consultation', 'field-guide-ebook', 'gift-card', 'coffee-subscription', 'limited-print']) expect(adopt(slug)).toBeUndefined();
  });

  it('shows nothing when the store does not offer instalments', () => {
    expect(adopt('name-necklace', demoContext({ selectedCurrency: 'USD' }))).toBeUndefined();
  });
});
