/**
 * Pages from recorded JSON fixtures: one file per URL path, each the context Squarespace's `?format=json`
 * answers for that page (`index.json` is `/`, `blog.json` or `blog/index.json` is `/blog`,
 * `blog/first-post.json` is `/blog/first-post`, `404.json` the not-found page). Each context is rendered as
 * recorded; the kind of page comes from it: `item` makes an item page, a `collection.typeName` other than
 * `page` a collection page, anything else a page. `kiosk fixtures` writes this layout with a `fixtures.conf`
 * (preview/fixtures/fixture-format.ts) whose version is checked here.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH, normalizePath, PAGE_TYPE, type ContentCollection, type Route, type SiteContent } from '../publisher';
import { readJsonFile, SourceFileError, type JsonObject } from '../publisher/source';
import { hasManifest, readManifest } from './fixtures/fixture-format';
import type { PageSource, PreviewPage } from './page-source';

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function jsonFiles(dir: string, sub = ''): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(dir, sub)).sort()) {
    const rel = sub ? `${sub}/${name}` : name;
    if (statSync(path.join(dir, rel)).isDirectory()) {
      // A folder with its own fixtures.conf is another set (`kiosk fixtures --edge-cases` writes one per case).
      if (!hasManifest(path.join(dir, rel))) found.push(...jsonFiles(dir, rel));
    } else if (name.endsWith('.json')) {
      found.push(rel);
    }
  }
  return found;
}

/** `blog/index.json` → `/blog`, `index.json` → `/`. */
export function fixturePath(rel: string): string {
  const stem = rel.slice(0, -'.json'.length).replace(/(^|\/)index$/, '');
  return normalizePath(`/${stem}`);
}

function routeOf(urlPath: string, context: JsonObject): Route {
  const collection = isObject(context.collection) ? context.collection : {};
  const urlId = str(collection.urlId) ?? (urlPath.split('/')[1] || 'home');
  const declared = typeof context.pageType === 'number' ? context.pageType : undefined;
  const holder: ContentCollection = { urlId, collection, items: Array.isArray(context.items) ? context.items.filter(isObject) : [] };
  if (urlPath === NOT_FOUND_PATH) {
    return { kind: 'not-found', path: urlPath, page: { urlId: 'not-found', data: context }, pageType: declared ?? PAGE_TYPE.notFound };
  }
  if (isObject(context.item)) return { kind: 'item', path: urlPath, collection: holder, item: context.item, pageType: declared ?? PAGE_TYPE.item };
  const typeName = str(collection.typeName);
  if (typeName && typeName !== 'page' && typeName !== 'splash-page') {
    return { kind: 'collection', path: urlPath, collection: holder, pageType: declared ?? PAGE_TYPE.collection };
  }
  const pageType = declared ?? (typeName === 'splash-page' ? PAGE_TYPE.splashPage : PAGE_TYPE.page);
  return { kind: 'page', path: urlPath, page: { urlId, data: context }, pageType };
}

/** The items and site settings the fixtures hold, as content: what the islands and queries read. */
function contentOf(dir: string, pages: PreviewPage[]): SiteContent {
  const collections = new Map<string, ContentCollection>();
  let site: JsonObject = {};
  // A collection's own list comes first: its items in its order, before a category's or a sort's view of them.
  const ownList = (p: PreviewPage) =>
    p.route.kind === 'collection' && p.path === normalizePath(str(p.route.collection.collection.fullUrl) ?? `/${p.route.collection.urlId}`) ? 0 : 1;
  for (const { route, context } of [...pages].sort((a, b) => ownList(a) - ownList(b))) {
    if (Object.keys(site).length === 0 && isObject(context.website)) {
      site = { website: context.website, ...(isObject(context.websiteSettings) ? { websiteSettings: context.websiteSettings } : {}) };
    }
    if (route.kind !== 'item' && route.kind !== 'collection') continue;
    const known = collections.get(route.collection.urlId) ?? { ...route.collection, items: [] };
    collections.set(route.collection.urlId, known);
    const items = route.kind === 'item' ? [route.item] : route.collection.items;
    for (const item of items) if (!known.items.some((i) => i.id === item.id)) known.items.push(item);
  }
  return { dir, site, navigation: {}, collections: [...collections.values()], pages: [], forms: new Map(), imagesDir: path.join(dir, 'images') };
}

export function fixturePages(dir: string): PageSource {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new SourceFileError(dir, 'fixtures folder not found');
  // Fixtures `kiosk fixtures` wrote carry their format's version: a newer one is refused, not misread.
  readManifest(dir);
  const pages: PreviewPage[] = jsonFiles(dir).map((rel) => {
    const value = readJsonFile(path.join(dir, rel));
    if (!isObject(value)) throw new SourceFileError(path.join(dir, rel), 'expected a JSON object (a page context)');
    const urlPath = fixturePath(rel);
    return { path: urlPath, route: routeOf(urlPath, value), context: value };
  });
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const fallback: PreviewPage = byPath.get(NOT_FOUND_PATH) ?? {
    path: NOT_FOUND_PATH,
    route: { kind: 'not-found', path: NOT_FOUND_PATH, page: undefined, pageType: PAGE_TYPE.notFound },
    context: { pageType: PAGE_TYPE.notFound, mainContent: '<p>Page not found.</p>' },
  };
  // Each render gets its own copy: the renderer adds to a context.
  const copy = (p: PreviewPage): PreviewPage => ({ ...p, context: structuredClone(p.context) });
  return {
    kind: 'fixtures',
    dir,
    content: contentOf(dir, pages),
    paths: () => pages.filter((p) => p.path !== NOT_FOUND_PATH).map((p) => p.path),
    page: (urlPath) => {
      const found = byPath.get(normalizePath(urlPath));
      return found && copy(found);
    },
    notFound: () => copy(fallback),
  };
}
