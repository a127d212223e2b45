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

/** Manual order (`displayIndex`) when every item has one, else newest first, as Squarespace lists them. */
export function orderedItems(collection: ContentCollection): JsonObject[] {
  const items = [...collection.items];
  if (items.every((i) => num(i.displayIndex) !== undefined)) {
    return items.sort((a, b) => (a.displayIndex as number) - (b.displayIndex as number));
  }
  return items.sort((a, b) => (num(b.publishOn) ?? 0) - (num(a.publishOn) ?? 0));
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
  const list = orderedItems(collection);
  const at = list.findIndex((i) => i.id === item.id);
  const result: JsonObject = {};
  const prev = link(list[at - 1]);
  const next = link(list[at + 1]);
  if (prev) result.prevItem = prev;
  if (next) result.nextItem = next;
  return result;
}

/** The page context; `squarespace["main-content"]` is filled in by the second render step. */
export function buildPageContext(content: SiteContent, route: Route): JsonObject {
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
      context.items = orderedItems(route.collection);
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
  context.productMerchandisingContext ??= productMerchandisingContext(content.site, content.collections.flatMap((c) => c.items));
  // Access rules may carry a password hash: no template ever gets to print them.
  delete context[ACCESS_KEYS.site];
  delete context[ACCESS_KEYS.page];
  // A page file may declare pageType; the route already took it into account.
  context.pageType = route.pageType;
  return context;
}
