/**
 * The static search index the publisher writes at build (`/search-index.json`): every product and journal post,
 * and the pages and collections the navigation links to, with its title, plain-text excerpt, URL, type, keywords, image and, for products, the
 * price as the product page prints it. The search island filters it in the browser.
 */
import { compile, execute, type CompiledTemplate } from '../engine';
import { isSoldOut } from '../engine/commerce';
import { decodeEntities } from '../islands/ssr';
import { SEARCH_EXCERPT_MAX, type SearchEntry, type SearchIndex } from '../schemas/search';
import { PAGE_TYPE } from './page-types';
import { normalizePath, type Route } from './routes';
import type { SiteContent } from './source/load-content';
import type { JsonObject } from './source/read-json';

const PRICE_TEMPLATE = '{item|product-price}';
/** Ordinary pages and collection pages; not the cart, search or other special pages. */
const LISTED_PAGE_TYPES = new Set<number>([PAGE_TYPE.page, PAGE_TYPE.collection]);
const TYPE_ORDER: readonly SearchEntry['type'][] = ['product', 'post', 'page'];

/** Tags that break a line: a space stands in for them; inline tags just go. */
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|figure|figcaption|tr|td|th|table)\b[^>]*>/gi;

/** HTML as one line of text. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function shorten(text: string, max = SEARCH_EXCERPT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function imageOf(item: JsonObject): SearchEntry['image'] {
  const main = (item.mainImage ?? (Array.isArray(item.items) ? item.items[0] : undefined)) as JsonObject | undefined;
  const url = str(main?.assetUrl) || str(item.assetUrl);
  if (!url) return undefined;
  const size = /^(\d+)x(\d+)$/.exec(str(main?.originalSize));
  return size ? { url, width: Number(size[1]), height: Number(size[2]) } : { url };
}

/** The paths the site's navigation lists link to: the pages a visitor is meant to find. */
function navigationPaths(navigation: JsonObject): Set<string> {
  const paths = new Set<string>();
  for (const list of Object.values(navigation)) {
    if (!Array.isArray(list)) continue;
    for (const link of list) {
      const url = str((link as JsonObject | null)?.url);
      if (url.startsWith('/')) paths.add(normalizePath(url));
    }
  }
  return paths;
}

export interface SearchIndexOptions {
  locale: string;
  now: number;
  /**
   * An item's entry as the last build wrote it, when that build's page of the item is unchanged (the incremental
   * build: the page's inputs hold everything the entry is made from). Pricing 10,000 products again cost ~0.3 s.
   */
  earlierEntry?: (path: string) => SearchEntry | undefined;
}

export function buildSearchIndex(content: SiteContent, routes: readonly Route[], options: SearchIndexOptions): SearchIndex {
  let priceCode: CompiledTemplate | undefined;
  // The price block reads the item and the store's settings, never the merchandising context (stock notices).
  const priceOf = (item: JsonObject): string => {
    priceCode ??= compile(PRICE_TEMPLATE).code;
    return plainText(execute(priceCode, { json: { ...content.site, item }, locale: options.locale, now: options.now }).output);
  };

  const entries: SearchEntry[] = [];
  const linked = navigationPaths(content.navigation);
  for (const route of routes) {
    if (route.kind === 'item') {
      const earlier = options.earlierEntry?.(route.path);
      if (earlier) {
        entries.push(earlier);
        continue;
      }
      const { item } = route;
      const isProduct = route.collection.collection.typeName === 'products';
      const entry: SearchEntry = {
        type: isProduct ? 'product' : 'post',
        title: str(item.title),
        url: route.path,
        excerpt: shorten(plainText(str(item.excerpt) || str(item.body))),
        keywords: [...strings(item.tags), ...strings(item.categories)],
      };
      const image = imageOf(item);
      if (image) entry.image = image;
      if (isProduct) {
        const price = priceOf(item);
        if (price) entry.price = price;
        if (isSoldOut(item)) entry.soldOut = true;
      }
      entries.push(entry);
    } else if (LISTED_PAGE_TYPES.has(route.pageType) && route.kind !== 'not-found' && route.path !== '/' && linked.has(route.path)) {
      const data = route.kind === 'page' ? route.page.data : { collection: route.collection.collection };
      const collection = (data.collection ?? {}) as JsonObject;
      entries.push({
        type: 'page',
        title: str(data.title) || str(collection.title),
        url: route.path,
        excerpt: shorten(plainText(str(collection.description) || str(data.mainContent))),
        keywords: [],
      });
    }
  }
  // Products first, then stories, then pages; the island keeps this order between equally good matches.
  entries.sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  return { version: 1, entries };
}
