// dist/<blog>/rss.xml: each blog's RSS feed (publisher/seo/feeds.ts).
import type { APIContext } from 'astro';
import { loadSite, isShellBuild } from '../../publisher';

export function getStaticPaths() {
  // Under `kiosk build` the publisher writes the feeds (publisher/build/).
  if (isShellBuild()) return [];
  // `/journal/rss.xml` is the page `journal/rss` with the .xml extension this file's name adds.
  return loadSite({ fresh: import.meta.env.DEV }).feeds.map((feed) => ({ params: { feed: feed.path.slice(1, -'.xml'.length) } }));
}

export function GET({ params }: APIContext): Response {
  const feed = loadSite({ fresh: import.meta.env.DEV }).feed(`/${params.feed}.xml`);
  if (feed === undefined) return new Response('Not found', { status: 404 });
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
