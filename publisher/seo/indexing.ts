// Which published pages search engines may index and which the sitemap lists: content pages, collections and their
// items; not the store's per-visitor steps (checkout, orders, search, gates), protected pages, nor pages the owner hid
// (`seoData.seoHidden`, Squarespace's "hide from search engines"). The cart page sits between: crawlable, as on
// Squarespace (whose robots.txt leaves /cart open), since the published page is the same empty cart for everyone and
// shows nothing of a visitor's; yet not listed, as there is nothing in it to find.
import { PRIVATE_PREFIX } from '../../schemas/page-access';
import { PAGE_TYPE } from '../page-types';
import type { Route } from '../routes';
import type { JsonObject } from '../source/read-json';

const UTILITY_PAGE_TYPES = new Set<number>([
  PAGE_TYPE.notFound, PAGE_TYPE.search, PAGE_TYPE.lockScreen, PAGE_TYPE.protectedContent,
  PAGE_TYPE.memberAreaAccessDenied, PAGE_TYPE.checkout, PAGE_TYPE.orderConfirmed,
  PAGE_TYPE.subscriptionConfirmed, PAGE_TYPE.orderStatus,
]);

/** Indexable pages the sitemap and feeds leave out. */
const UNLISTED_PAGE_TYPES = new Set<number>([PAGE_TYPE.commerceCart]);

function hiddenByOwner(collection: JsonObject | undefined): boolean {
  return (collection?.seoData as JsonObject | undefined)?.seoHidden === true;
}

/** Whether `route` may be indexed: no `noindex`, and a canonical address. */
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

/** Whether `route` is listed in sitemap.xml (and, for a blog's posts, its feed). */
export function isListed(route: Route): boolean {
  return isIndexable(route) && !UNLISTED_PAGE_TYPES.has(route.pageType);
}
