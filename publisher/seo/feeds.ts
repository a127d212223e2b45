// RSS 2.0 feeds of the site's blogs: one per blog collection at `<collection path>/rss.xml`, newest posts first.
import { listRoutes, type Route } from '../routes';
import type { ContentCollection, SiteContent } from '../source/load-content';
import type { JsonObject } from '../source/read-json';
import { escapeXml } from './escape-xml';
import { isListed } from './indexing';
import { pageUrl, siteBaseUrl } from './site-address';

/** Posts in a feed: enough for readers to catch up, small enough to fetch often. */
const FEED_LENGTH = 20;
export const FEED_FILE = 'rss.xml';

export interface Feed {
  /** the feed's own path: `/journal/rss.xml` */
  path: string;
  title: string;
  collection: ContentCollection;
}

/** A feed for each blog collection that is published and indexable. */
export function siteFeeds(routes: readonly Route[]): Feed[] {
  return routes
    .filter((r): r is Extract<Route, { kind: 'collection' }> => r.kind === 'collection' && r.collection.collection.typeName === 'blog' && isListed(r))
    .map((r) => ({
      path: `${r.path === '/' ? '' : r.path}/${FEED_FILE}`,
      title: String(r.collection.collection.title ?? r.collection.urlId),
      collection: r.collection,
    }));
}

/** The feed a page links to with <link rel="alternate">: its blog's, on the blog and its posts. */
export function feedOfRoute(feeds: readonly Feed[], route: Route): Feed | undefined {
  if (route.kind !== 'collection' && route.kind !== 'item') return undefined;
  return feeds.find((feed) => feed.collection === route.collection);
}

function publishedAt(item: JsonObject): number {
  return typeof item.publishOn === 'number' ? item.publishOn : typeof item.addedOn === 'number' ? item.addedOn : 0;
}

/** The RSS document of `feed`. `now` leaves out posts scheduled for later; `routes`: the site's, when listed already. */
export function renderFeed(content: SiteContent, feed: Feed, now: number, routes: readonly Route[] = listRoutes(content)): string {
  const base = siteBaseUrl(content) ?? '';
  const posts = routes
    .filter((r): r is Extract<Route, { kind: 'item' }> => r.kind === 'item' && r.collection === feed.collection && isListed(r))
    .filter((r) => publishedAt(r.item) <= now)
    .sort((a, b) => publishedAt(b.item) - publishedAt(a.item))
    .slice(0, FEED_LENGTH);
  const blogRoute = routes.find((r) => r.kind === 'collection' && r.collection === feed.collection);
  const description = String(feed.collection.collection.description ?? '').replace(/<[^>]*>/g, '').trim();
  const items = posts.map((post) => {
    const url = pageUrl(base, post.path);
    const excerpt = typeof post.item.excerpt === 'string' ? post.item.excerpt : '';
    return [
      '    <item>',
      `      <title>${escapeXml(String(post.item.title ?? ''))}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(publishedAt(post.item)).toUTCString()}</pubDate>`,
      excerpt ? `      <description>${escapeXml(excerpt)}</description>` : '',
      '    </item>',
    ].filter(Boolean).join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(pageUrl(base, blogRoute?.path ?? '/'))}</link>`,
    `    <atom:link href="${escapeXml(pageUrl(base, feed.path))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(description || feed.title)}</description>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
