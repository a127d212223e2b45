/**
 * Adopts the order pages' roots (templates/pages/order-confirmed.page and order-status.page) as the
 * OrderConfirmation and OrderStatus islands: the locale and shop link from attributes, the heading and loading
 * text as the template printed them.
 */
import { defineAdopter, type WidgetMarkup } from '../adopter';
import { byClass, byTag, findFirst, textContent } from '../html-fragment';

export const ORDER_CONFIRMATION_CLASS = 'kiosk-order-confirmation';
export const ORDER_STATUS_CLASS = 'kiosk-order-status';

export function orderPageProps({ attributes, content }: WidgetMarkup, locale: string | undefined) {
  const title = findFirst(content, byTag('h1'));
  const loading = findFirst(content, byClass('kiosk-order__status'));
  return {
    locale: attributes['data-locale'] || locale || 'en-US',
    title: title ? textContent(title).trim() : '',
    loadingText: loading ? textContent(loading).trim() : '',
    shopUrl: attributes['data-shop-url'] || '/',
  };
}

export const orderConfirmationAdopter = defineAdopter({
  island: 'OrderConfirmation',
  rootClass: ORDER_CONFIRMATION_CLASS,
  adopt: (widget, context) => orderPageProps(widget, context.locale),
});

export const orderStatusAdopter = defineAdopter({
  island: 'OrderStatus',
  rootClass: ORDER_STATUS_CLASS,
  adopt: (widget, context) => orderPageProps(widget, context.locale),
});
