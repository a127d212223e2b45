/**
 * Adopts the checkout page's root (`<div class="kiosk-checkout-root">`, templates/pages/checkout.page, page type
 * 201) as the CheckoutPage island: the page's locale, the cart and shop links, and the address's countries.
 */
import { COMMON_COUNTRIES, parseCountryList } from '../../checkout/countries';
import { defineAdopter } from '../adopter';

export const CHECKOUT_ROOT_CLASS = 'kiosk-checkout-root';

export const checkoutAdopter = defineAdopter({
  island: 'CheckoutPage',
  rootClass: CHECKOUT_ROOT_CLASS,
  adopt({ attributes }, context) {
    return {
      locale: attributes['data-locale'] || context.locale || 'en-US',
      cartUrl: attributes['data-cart-url'] || '/cart',
      shopUrl: attributes['data-shop-url'] || '/',
      // A template may name the countries the store ships to (`data-countries="US, CA"`); else common ones.
      countries: parseCountryList(attributes['data-countries']) ?? [...COMMON_COUNTRIES],
    };
  },
});
