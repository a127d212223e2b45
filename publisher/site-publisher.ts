/**
 * The publisher as the Astro pages use it: loads content/ and templates/ once per build (again on every
 * request in dev), lists the routes and publishes a page, its stylesheet and its images.
 */
import path from 'node:path';
import type { SearchIndex } from '../schemas/search';
import { publishPage, type PublishedPage } from './publish-page';
import { buildSearchIndex, type SearchIndexOptions } from './search-index';
import { localeOf, routeQueryResults } from './render-page';
import { listRoutes, NOT_FOUND_PATH, type Route } from './routes';
import { loadContent, type SiteContent } from './source/load-content';
import { loadTemplates, type SiteTemplates } from './source/load-templates';
import type { JsonObject } from './source/read-json';
import { TemplateCompiler } from './template-compiler';
import { isProtectedRoute, readAccessPlan, type AccessPlan } from './access/access-plan';
import { privateRoutes } from './access/private-routes';
import { attachImageData } from './images/attach-image-data';
import { renderFeed, siteFeeds, type Feed } from './seo/feeds';
import { siteBaseUrl } from './seo/site-address';
import { renderRobots, renderSitemap } from './seo/sitemap';
import { catalogKey, readImageCatalog } from './images/image-catalog';
import type { ParsedFiles } from './source/parsed-files';

export class SitePublisher {
  readonly routes: Route[];
  /** which routes are protected (they are published only into the private folder) */
  readonly access: AccessPlan;
  private readonly published: Route[];
  private readonly publishedByPath: Map<string, Route>;
  private readonly items = new Map<string, JsonObject>();
  private readonly compiler: TemplateCompiler;
  private readonly reported = new Set<string>();
  /** the RSS feeds of the site's blogs (publisher/seo/feeds.ts) */
  readonly feeds: Feed[];

  constructor(
    readonly content: SiteContent,
    readonly templates: SiteTemplates,
    private readonly now: number = Date.now(),
  ) {
    this.routes = listRoutes(content);
    this.access = readAccessPlan(content, this.routes);
    this.published = [
      ...this.routes.filter((r) => r.kind !== 'not-found' && !isProtectedRoute(this.access, r)),
      ...privateRoutes(this.access, this.routes, content),
    ];
    this.publishedByPath = new Map(this.published.map((r) => [r.path, r]));
    this.feeds = siteFeeds(this.published);
    this.compiler = new TemplateCompiler(content.collections);
    for (const c of content.collections) for (const item of c.items) this.items.set(item.id as string, item);
  }

  /**
   * Routes Astro turns into `dist/<path>/index.html` (the not-found page is published separately): the public
   * pages, and the protected ones and their gate pages under PRIVATE_PREFIX (moved out of dist/ after the build).
   */
  pageRoutes(): Route[] {
    return this.published;
  }

  /** The route Astro publishes at `path` (pageRoutes' paths). */
  publishedRoute(path: string): Route | undefined {
    return this.publishedByPath.get(path);
  }

  notFoundRoute(): Route {
    return this.routes.find((r) => r.path === NOT_FOUND_PATH) as Route;
  }

  /** `onItemRead`: told the ids of the content items the page reads beyond its own (the incremental build's record). */
  publish(route: Route, onItemRead?: (itemId: string) => void): PublishedPage {
    const page = publishPage(
      {
        content: this.content,
        templates: this.templates,
        compiler: this.compiler,
        findItem: (id) => this.items.get(id),
        now: this.now,
        feeds: this.feeds,
        onItemRead,
      },
      route,
    );
    for (const warning of page.warnings) {
      if (this.reported.has(warning)) continue;
      this.reported.add(warning);
      console.warn(`[kiosk] ${warning} (rendering ${route.path})`);
    }
    return page;
  }

  /**
   * What the `<squarespace:query>` tags of the templates `route` renders with (and of every block) find for it
   * (`{ $q0: { items } }`): part of a page's inputs for the incremental build.
   */
  queryResultsOf(route: Route): JsonObject {
    return routeQueryResults(this.templates, this.compiler, route, route.kind === 'item' ? { item: route.item } : {});
  }

  /** `/search-index.json`: what the search island looks through; `earlierEntry` as buildSearchIndex takes it. */
  searchIndex(earlierEntry?: SearchIndexOptions['earlierEntry']): SearchIndex {
    // A protected page's title and text are part of what it protects.
    const routes = this.routes.filter((r) => !isProtectedRoute(this.access, r));
    return buildSearchIndex(this.content, routes, { locale: localeOf(this.content.site), now: this.now, earlierEntry });
  }

  /** `/sitemap.xml`: the indexable public pages; undefined when website.baseUrl is not an absolute URL. */
  sitemap(): string | undefined {
    const base = siteBaseUrl(this.content);
    return base ? renderSitemap(this.published.filter((r) => !isProtectedRoute(this.access, r)), base) : undefined;
  }

  /** `/robots.txt` */
  robots(): string {
    return renderRobots(siteBaseUrl(this.content));
  }

  /** The RSS document of the feed published at `path`. */
  feed(path: string): string | undefined {
    const feed = this.feeds.find((f) => f.path === path);
    // The routes listed already: listing them again for each feed cost ~0.9 s at 10,000 products.
    return feed ? renderFeed(this.content, feed, this.now, this.routes) : undefined;
  }

  /** site.css: template.conf's stylesheets joined in order (Squarespace publishes one site.css). */
  stylesheet(): string {
    return this.templates.stylesheets.map((s) => `/* ${s.name} */\n${s.source}`).join('\n');
  }
}

export interface LoadSiteOptions {
  /** The project folder holding content/ and templates/ (default: the working directory). */
  root?: string;
  /** Read the sources again instead of reusing the last load (dev server). */
  fresh?: boolean;
  /** The current time pages are rendered at (epoch ms; default: the clock). */
  now?: number;
  /** Items kept from the last load of a long-lived build, read again only when their files changed. */
  items?: ParsedFiles;
}

let cached: SitePublisher | undefined;

export function loadSite(options: LoadSiteOptions = {}): SitePublisher {
  if (cached && !options.fresh && !options.root) return cached;
  const root = options.root ?? process.env.KIOSK_ROOT ?? process.cwd();
  // Sizes, colours and rendition widths of the images the build has processed (publisher/images/).
  const catalog = readImageCatalog(root);
  const contentDir = path.join(root, 'content');
  const { items } = options;
  const content = items ? items.load(catalogKey(catalog), () => loadContent(contentDir, items)) : loadContent(contentDir);
  attachImageData(content, catalog);
  const site = new SitePublisher(content, loadTemplates(path.join(root, 'templates')), options.now);
  if (!options.root) cached = site;
  return site;
}

export type { SiteContent, SiteTemplates };
