/** Adopts the gift-card page's purchase element (templates/pages/gift-card.page) as the GiftCardPurchase island. */
import { defineAdopter } from '../adopter';
import { textContent } from '../html-fragment';

export const giftCardPurchaseAdopter = defineAdopter({
  island: 'GiftCardPurchase',
  rootClass: 'kiosk-gift-card-purchase',
  adopt({ attributes, content }) {
    return {
      locale: attributes['data-locale'] || 'en-US',
      loadingText: textContent(content).trim(),
      cartUrl: attributes['data-cart-url'] || '/cart',
      shopUrl: attributes['data-shop-url'] || '/',
    };
  },
});
