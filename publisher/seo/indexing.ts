// Which published pages search engines are told about: content pages, collections and their items, not the
// store's utility pages (cart, checkout, orders, search, gates), protected pages, nor pages the owner hid (`seoData.seoHidden`,
// Squarespace's "hide from search engines").
import { PRIVATE_PREFIX } from '../../schemas/page-access';
import { PAGE_TYPE } from '../page-types';
import type { Route } from '../routes';
import type { JsonObject } from '../source/read-json';

const UTILITY_PAGE_TYPES = new Set<number>([
  PAGE_TYPE.notFound, PAGE_TYPE.search, PAGE_TYPE.lockScreen, PAGE_TYPE.protectedContent,
  PAGE_TYPE.memberAreaAccessDenied, PAGE_TYPE.checkout, PAGE_TYPE.orderConfirmed, PAGE_TYPE.commerceCart,
  PAGE_TYPE.subscriptionConfirmed, PAGE_TYPE.orderStatus,
]);

function hiddenByOwner(collection: JsonObject | undefined): boolean {
  return (collection?.seoData as JsonObject | undefined)?.seoHidden === true;
}

/** Whether `route` may be indexed (and so is listed in sitemap.xml). */
export function isIndexable(route: Route): boolean {
  // Protected pages (published privately, served after the access check) are never for search engines.
  if (UTILITY_PAGE_TYPES.has(route.pageType) || route.path.startsWith(PRIVATE_PREFIX)) return false;
  switch (route.kind) {
    case 'page':
      return !hiddenByOwner(route.page.data.collection as JsonObject | undefined);
    case 'collection':
      return !hiddenByOwner(route.collection.collection);
    case 'item':
      return !hiddenByOwner(route.collection.collection) && !hiddenByOwner(route.item.seoData as JsonObject | undefined);
    default:
      return false;
  }
}
