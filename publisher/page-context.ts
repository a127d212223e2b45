/** Builds the JSON context a page's templates run against (SITE-CONTRACT.md "content/" and "templates/"). */
import { ACCESS_KEYS } from '../schemas/page-access';
import { productMerchandisingContext } from './merchandising-context';
import type { ContentCollection, SiteContent } from './source/load-content';
import type { JsonObject } from './source/read-json';
import type { Route } from './routes';

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Manual order (`displayIndex`) when every item has one, else newest first, as Squarespace lists them; a sorted view
 * keeps its own order.
 */
export function orderedItems(collection: ContentCollection): JsonObject[] {
  const items = [...collection.items];
  if (collection.listedInOrder) return items;
  if (items.every((i) => num(i.displayIndex) !== undefined)) {
    return items.sort((a, b) => (a.displayIndex as number) - (b.displayIndex as number));
  }
  return items.sort((a, b) => (num(b.publishOn) ?? 0) - (num(a.publishOn) ?? 0));
}

/**
 * A build renders every item page of a collection: the order (and each item's place in it) is worked out once per
 * loaded collection instead of once per page. Loaded content is never changed in place (dev reloads it whole).
 */
const orders = new WeakMap<ContentCollection, { list: readonly JsonObject[]; at: Map<unknown, number> }>();

export function collectionOrderOf(collection: ContentCollection): { list: readonly JsonObject[]; at: Map<unknown, number> } {
  let order = orders.get(collection);
  if (!order) {
    const list = orderedItems(collection);
    order = { list, at: new Map(list.map((item, index) => [item.id, index])) };
    orders.set(collection, order);
  }
  return order;
}

/**
 * Every product's merchandising context, worked out once per loaded content: it was rebuilt for every page, which
 * made each page cost time in proportion to the whole store (the main reason builds slowed down as stores grew).
 */
const merchandising = new WeakMap<readonly ContentCollection[], JsonObject>();

function siteMerchandising(content: SiteContent): JsonObject {
  let byItem = merchandising.get(content.collections);
  if (!byItem) {
    byItem = productMerchandisingContext(content.site, content.collections.flatMap((c) => c.items));
    merchandising.set(content.collections, byItem);
  }
  return byItem;
}

/**
 * The merchandising context as one page reads it: reads are reported to `onRead` (the product ids the page looked
 * at, `*` when it listed them all), which the incremental build keeps as the page's inputs.
 */
function trackedMerchandising(byItem: JsonObject, onRead: (itemId: string) => void): JsonObject {
  return new Proxy(byItem, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) onRead(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string') onRead(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    has(target, key) {
      if (typeof key === 'string') onRead(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      onRead('*');
      return Reflect.ownKeys(target);
    },
  });
}

function websiteTitle(content: SiteContent): string {
  const website = content.site.website as JsonObject | undefined;
  return str(website?.siteTitle) ?? str(website?.title) ?? '';
}

/** "Classic Tee — Kiosk Supply Co.", or just the site title on the home page. */
export function pageTitle(content: SiteContent, route: Route): string {
  const site = websiteTitle(content);
  let own: string | undefined;
  if (route.kind === 'item') own = str(route.item.title);
  else if (route.kind === 'collection') own = str(route.collection.collection.title);
  else if (route.page) {
    const collection = route.page.data.collection as JsonObject | undefined;
    if (route.path !== '/') own = str(route.page.data.title) ?? str(collection?.title);
  }
  if (!own) return site;
  return site ? `${own} — ${site}` : own;
}

function link(item: JsonObject | undefined): JsonObject | undefined {
  if (!item) return undefined;
  return { id: item.id, title: item.title, fullUrl: item.fullUrl, urlId: item.urlId };
}

function pagination(collection: ContentCollection, item: JsonObject): JsonObject {
  const { list, at: places } = collectionOrderOf(collection);
  const at = places.get(item.id) ?? -1;
  const result: JsonObject = {};
  const prev = link(list[at - 1]);
  const next = link(list[at + 1]);
  if (prev) result.prevItem = prev;
  if (next) result.nextItem = next;
  return result;
}

export interface PageContextOptions {
  /** Told each product id whose merchandising context the page reads (`*`: all of them). */
  onItemRead?(itemId: string): void;
}

/** The page context; `squarespace["main-content"]` is filled in by the second render step. */
export function buildPageContext(content: SiteContent, route: Route, options: PageContextOptions = {}): JsonObject {
  const context: JsonObject = {
    ...content.site,
    navigation: content.navigation,
    pageType: route.pageType,
    squarespace: { 'main-content': '', 'page-title': pageTitle(content, route) },
  };
  switch (route.kind) {
    case 'page':
    case 'not-found':
      if (route.page) Object.assign(context, route.page.data);
      break;
    case 'collection':
      context.collection = route.collection.collection;
      context.items = [...collectionOrderOf(route.collection).list];
      break;
    case 'item':
      context.collection = route.collection.collection;
      context.item = route.item;
      context.pagination = pagination(route.collection, route.item);
      break;
  }
  // Site forms by id: the footer's newsletter and the contact page render from them.
  context.forms ??= Object.fromEntries(content.forms);
  // Product widgets (marks, scarcity) read it on any page that shows a product; content may set its own.
  if (context.productMerchandisingContext == null) {
    const byItem = siteMerchandising(content);
    context.productMerchandisingContext = options.onItemRead ? trackedMerchandising(byItem, options.onItemRead) : byItem;
  }
  // Access rules may carry a password hash: no template ever gets to print them.
  delete context[ACCESS_KEYS.site];
  delete context[ACCESS_KEYS.page];
  // A page file may declare pageType; the route already took it into account.
  context.pageType = route.pageType;
  return context;
}
