/** Publishes one route: engine render, split into document parts, islands server-rendered, cart pill added. */
import { renderIslands, renderStandaloneIsland, type IslandContext } from '../islands/ssr/render-islands';
import { splitDocument, type DocumentParts } from './document-parts';
import { buildPageContext, pageTitle } from './page-context';
import { PAGE_TYPE } from './page-types';
import { renderPage, type TemplateCompiler } from './render-page';
import type { Route } from './routes';
import type { SiteContent } from './source/load-content';
import type { SiteTemplates } from './source/load-templates';
import type { JsonObject } from './source/read-json';

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
  islands: IslandContext;
  now: number;
}

function languageOf(content: SiteContent): string {
  const website = content.site.website as JsonObject | undefined;
  return typeof website?.language === 'string' ? website.language : 'en-US';
}

export function publishPage(inputs: PublishInputs, route: Route): PublishedPage {
  const context = buildPageContext(inputs.content, route);
  const rendered = renderPage(inputs.templates, inputs.compiler, route, context, inputs.now);
  const parts = splitDocument(rendered.html);
  const pill = renderStandaloneIsland(
    'CartPill',
    { cartUrl: CART_URL, onCartPage: route.pageType === PAGE_TYPE.commerceCart },
    { cartOnly: true },
  );
  const { lang, ...htmlAttributes } = parts.htmlAttributes;
  return {
    ...parts,
    htmlAttributes,
    body: renderIslands(parts.body, inputs.islands) + pill,
    path: route.path,
    title: pageTitle(inputs.content, route),
    lang: lang ?? languageOf(inputs.content),
    pageType: route.pageType,
    warnings: rendered.warnings,
  };
}
