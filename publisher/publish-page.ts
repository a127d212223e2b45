/** Publishes one route: engine render, split into document parts, islands server-rendered, cart pill added. */
import { cartPillProps, LIVE_REGION_HTML, renderIslands, renderStandaloneIsland, type ItemJson } from '../islands/ssr';
import { splitDocument, type DocumentParts } from './document-parts';
import { buildPageContext, pageTitle } from './page-context';
import { PAGE_TYPE } from './page-types';
import { localeOf, renderPage, type RenderedPage } from './render-page';
import type { Route } from './routes';
import type { SiteContent } from './source/load-content';
import type { SiteTemplates } from './source/load-templates';
import type { JsonObject } from './source/read-json';
import type { TemplateCompiler } from './template-compiler';
import { variantPriceRenderer, variantWidgetRenderer } from './variant-price';
import { siteFeeds, type Feed } from './seo/feeds';
import { seoHead } from './seo/seo-head';
import { listRoutes } from './routes';

export const CART_URL = '/cart';

export interface PublishedPage extends DocumentParts {
  path: string;
  title: string;
  lang: string;
  pageType: number;
  warnings: string[];
}

export interface PublishInputs {
  content: SiteContent;
  templates: SiteTemplates;
  compiler: TemplateCompiler;
  /** A content item by id (islands read products' variants and stock). */
  findItem(itemId: string): ItemJson | undefined;
  now: number;
  /** the site's blog feeds, linked from their blogs' pages (listed from the content when not given) */
  feeds?: readonly Feed[];
  /** Told every content item id the page reads beyond its own context (`*`: all of them): the incremental build's record. */
  onItemRead?(itemId: string): void;
}

function storeSettingsOf(context: JsonObject): JsonObject | undefined {
  const settings = (context.websiteSettings as JsonObject | undefined)?.storeSettings;
  return settings !== null && typeof settings === 'object' ? (settings as JsonObject) : undefined;
}

/** Spec §3 site form submission: the item's id on an item page ('i'), else the collection's or page's ('c'). */
function submissionPage(route: Route, context: JsonObject): { pageId?: string; contentSource: 'i' | 'c' } {
  if (route.kind === 'item') return { pageId: String(route.item.id), contentSource: 'i' };
  const id = (context.collection as JsonObject | undefined)?.id;
  return typeof id === 'string' ? { pageId: id, contentSource: 'c' } : { contentSource: 'c' };
}

export function publishPage(inputs: PublishInputs, route: Route): PublishedPage {
  const context = buildPageContext(inputs.content, route, { onItemRead: inputs.onItemRead });
  const rendered = renderPage(inputs.templates, inputs.compiler, route, context, inputs.now);
  return publishRendered(inputs, route, context, rendered);
}

/** The steps after the engine: split the document, server-render the islands, add the cart pill (`kiosk preview` renders the HTML itself). */
export function publishRendered(
  inputs: Pick<PublishInputs, 'content' | 'findItem' | 'now' | 'feeds' | 'onItemRead'>,
  route: Route,
  context: JsonObject,
  rendered: RenderedPage,
): PublishedPage {
  const parts = splitDocument(rendered.html);
  const onItemRead = inputs.onItemRead;
  const islands = {
    findItem: onItemRead
      ? (itemId: string) => {
          onItemRead(itemId);
          return inputs.findItem(itemId);
        }
      : inputs.findItem,
    pageItemId: route.kind === 'item' ? String(route.item.id) : undefined,
    variantPrice: variantPriceRenderer(context, localeOf(context), inputs.now),
    variantStatus: variantWidgetRenderer('product-status', context, localeOf(context), inputs.now),
    storeSettings: storeSettingsOf(context),
    locale: localeOf(context),
    items: () => {
      onItemRead?.('*');
      return inputs.content.collections.flatMap((collection) => collection.items);
    },
    page: submissionPage(route, context),
  };
  // A cover page is a full-screen landing with no store chrome: no cart pill over it either.
  const pill = route.pageType === PAGE_TYPE.splashPage ? '' : renderStandaloneIsland(
    'CartPill',
    // The cart and checkout pages show the cart themselves: a pill there would only cover the order summary.
    cartPillProps(CART_URL, parts.body, islands.storeSettings, route.pageType === PAGE_TYPE.commerceCart || route.pageType === PAGE_TYPE.checkout),
    { cartOnly: true },
  );
  const { lang, ...htmlAttributes } = parts.htmlAttributes;
  const seo = seoHead(inputs.content, route, inputs.feeds ?? siteFeeds(listRoutes(inputs.content)), parts.head);
  return {
    ...parts,
    head: seo ? `${parts.head}\n${seo}\n` : parts.head,
    htmlAttributes,
    body: renderIslands(parts.body, islands) + pill + LIVE_REGION_HTML,
    path: route.path,
    title: pageTitle(inputs.content, route),
    lang: lang ?? localeOf(context),
    pageType: route.pageType,
    warnings: rendered.warnings,
  };
}
