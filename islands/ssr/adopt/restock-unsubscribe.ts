/**
 * Adopts the back-in-stock unsubscribe page's root (templates/pages/restock-unsubscribe.page) as the
 * RestockUnsubscribe island: the heading as the template printed it, the shop link from an attribute.
 */
import { defineAdopter } from '../adopter';
import { byTag, findFirst, textContent } from '../html-fragment';

export const RESTOCK_UNSUBSCRIBE_CLASS = 'kiosk-restock-unsubscribe';

export const restockUnsubscribeAdopter = defineAdopter({
  island: 'RestockUnsubscribe',
  rootClass: RESTOCK_UNSUBSCRIBE_CLASS,
  adopt: ({ attributes, content }) => {
    const title = findFirst(content, byTag('h1'));
    return { title: title ? textContent(title).trim() : '', shopUrl: attributes['data-shop-url'] || '/' };
  },
});
