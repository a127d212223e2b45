// What the publisher adds to every page's <head> for search engines and link previews: the canonical URL and
// og:url, a noindex for pages kept out of search, the blog's feed link, and a product page's JSON-LD.
import { escapeDoubleQuotedAttribute } from '../../islands/ssr';
import type { Route } from '../routes';
import type { SiteContent } from '../source/load-content';
import { feedOfRoute, type Feed } from './feeds';
import { isIndexable } from './indexing';
import { productStructuredData } from './product-structured-data';
import { pageUrl, siteBaseUrl } from './site-address';

/** JSON inside <script>: `<` escaped so no text in the data can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head tags of `route`; `existingHead` is what the template printed (a tag it has is not repeated). */
export function seoHead(content: Pick<SiteContent, 'site'>, route: Route, feeds: readonly Feed[], existingHead: string): string {
  const tags: string[] = [];
  const base = siteBaseUrl(content);
  const indexable = isIndexable(route);
  // Only pages in search results get a canonical address; the others are asked to stay out.
  const url = base && indexable ? pageUrl(base, route.path) : undefined;
  if (url && !/<link[^>]+rel=["']?canonical/i.test(existingHead)) tags.push(`<link rel="canonical" href="${escapeDoubleQuotedAttribute(url)}">`);
  if (url && !/property=["']?og:url/i.test(existingHead)) tags.push(`<meta property="og:url" content="${escapeDoubleQuotedAttribute(url)}">`);
  if (!indexable && !/<meta[^>]+name=["']?robots/i.test(existingHead)) tags.push('<meta name="robots" content="noindex">');
  const feed = feedOfRoute(feeds, route);
  if (feed) tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeDoubleQuotedAttribute(feed.title)}" href="${escapeDoubleQuotedAttribute(feed.path)}">`);
  if (route.kind === 'item' && route.collection.collection.typeName === 'products' && url && base) {
    tags.push(`<script type="application/ld+json">${scriptJson(productStructuredData(route.item, url, base))}</script>`);
  }
  return tags.join('\n');
}
