/** Lists every page the site publishes (URL → what renders it) from the loaded content. */
import type { ContentCollection, ContentPage, SiteContent } from './source/load-content';
import type { JsonObject } from './source/read-json';
import { PAGE_TYPE } from './page-types';
import { collectionViews } from './collection-views';
import { localeOf } from './render-page';

export type Route =
  | { kind: 'page'; path: string; page: ContentPage; pageType: number }
  | { kind: 'collection'; path: string; collection: ContentCollection; pageType: number }
  | { kind: 'item'; path: string; collection: ContentCollection; item: JsonObject; pageType: number }
  | { kind: 'not-found'; path: string; page: ContentPage | undefined; pageType: number };

export const NOT_FOUND_PAGE = 'not-found';
/** Where the not-found page is written (`dist/404.html`): what static hosts and `kiosk serve` answer for unknown URLs. */
export const NOT_FOUND_PATH = '/404';

const PAGE_TYPES_BY_URL_ID: Record<string, number> = {
  cart: PAGE_TYPE.commerceCart,
  checkout: PAGE_TYPE.checkout,
  'order-confirmed': PAGE_TYPE.orderConfirmed,
  'order-status': PAGE_TYPE.orderStatus,
  search: PAGE_TYPE.search,
  [NOT_FOUND_PAGE]: PAGE_TYPE.notFound,
};

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `/shop/` and `shop` both become `/shop`; the home page is `/`. */
export function normalizePath(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function collectionPath(c: ContentCollection): string {
  return normalizePath(str(c.collection.fullUrl) ?? `/${c.urlId}`);
}

function itemPath(c: ContentCollection, item: JsonObject): string {
  const explicit = str(item.fullUrl);
  if (explicit) return normalizePath(explicit);
  const slug = str(item.urlId) ?? String(item.id);
  const base = collectionPath(c);
  return `${base === '/' ? '' : base}${c.collection.typeName === 'products' ? '/p' : ''}/${slug}`;
}

function pagePath(page: ContentPage): string {
  const collection = page.data.collection as JsonObject | undefined;
  const explicit = str(collection?.fullUrl);
  if (explicit) return normalizePath(explicit);
  return page.urlId === 'home' ? '/' : `/${page.urlId}`;
}

function pageTypeOf(page: ContentPage): number {
  const declared = page.data.pageType;
  if (typeof declared === 'number') return declared;
  // Squarespace's splash-page collection type (8) is a cover page.
  const collection = page.data.collection as JsonObject | undefined;
  if (collection?.typeName === 'splash-page') return PAGE_TYPE.splashPage;
  return PAGE_TYPES_BY_URL_ID[page.urlId] ?? PAGE_TYPE.page;
}

/** Every published route; throws when two sources claim the same URL. */
export function listRoutes(content: SiteContent): Route[] {
  const routes: Route[] = [];
  for (const page of content.pages) {
    if (page.urlId === NOT_FOUND_PAGE) continue;
    routes.push({ kind: 'page', path: pagePath(page), page, pageType: pageTypeOf(page) });
  }
  for (const collection of content.collections) {
    // A store's category and sort pages beside its own (publisher/collection-views.ts).
    for (const view of collectionViews(collection, collectionPath(collection), localeOf(content.site))) {
      routes.push({ kind: 'collection', path: view.path, collection: view.collection, pageType: PAGE_TYPE.collection });
    }
    for (const item of collection.items) {
      routes.push({ kind: 'item', path: itemPath(collection, item), collection, item, pageType: PAGE_TYPE.item });
    }
  }
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const other = seen.get(route.path);
    if (other) throw new Error(`two pages claim the URL ${route.path} (${describeRoute(other)} and ${describeRoute(route)})`);
    seen.set(route.path, route);
  }
  const notFound = content.pages.find((p) => p.urlId === NOT_FOUND_PAGE);
  routes.push({ kind: 'not-found', path: NOT_FOUND_PATH, page: notFound, pageType: PAGE_TYPE.notFound });
  return routes;
}

export function describeRoute(route: Route): string {
  switch (route.kind) {
    case 'page':
      return `pages/${route.page.urlId}.json`;
    case 'collection':
      return `collections/${route.collection.urlId}/collection.json`;
    case 'item':
      return `collections/${route.collection.urlId}/items/${String(route.item.urlId ?? route.item.id)}.json`;
    case 'not-found':
      return `pages/${NOT_FOUND_PAGE}.json`;
  }
}
