/**
 * Renders one route through the engine in the contract's two steps: the page's own template, then
 * site.region with `squarespace["main-content"]` set to the first step's output.
 */
import { execute, type CompiledTemplate } from '../engine';
import { PAGE_TYPE } from './page-types';
import type { Route } from './routes';
import type { SiteTemplates, TemplateFile } from './source/load-templates';
import { formatTemplateError, type JsonObject } from './source/read-json';
import { templateLabel as label, type TemplateCompiler } from './template-compiler';

export interface RenderedPage {
  html: string;
  /** Problems met while executing (the page still renders), as `file:line:column: message`. */
  warnings: string[];
}

/** What a cover page without a template of its own is rendered with. */
export const COVER_PAGE_TEMPLATE = 'cover.page';

/**
 * What the `<squarespace:query>` tags of the templates `route` renders with (its own, its region, every block) find
 * for a page of it (`{ $q0: { items } }`): its context's query results, and part of its inputs for the incremental build.
 */
export function routeQueryResults(templates: SiteTemplates, compiler: TemplateCompiler, route: Route, context: JsonObject): JsonObject {
  return compiler.queryResults(context, [mainTemplate(templates, route), regionFor(templates, route)], templates.blocks);
}

/** A cover page has its own minimal document (no header, footer or navigation) when the template provides one. */
function regionFor(templates: SiteTemplates, route: Route): TemplateFile {
  return route.pageType === PAGE_TYPE.splashPage && templates.coverRegion ? templates.coverRegion : templates.region;
}

function mainTemplate(templates: SiteTemplates, route: Route): TemplateFile | undefined {
  switch (route.kind) {
    case 'collection':
    case 'item': {
      const typeName = String(route.collection.collection.typeName ?? route.collection.urlId);
      return templates.collections.get(`${typeName}.${route.kind === 'item' ? 'item' : 'list'}`);
    }
    case 'page':
      return (
        templates.pages.get(`${route.page.urlId}.page`) ??
        (route.pageType === PAGE_TYPE.splashPage ? templates.pages.get(COVER_PAGE_TEMPLATE) : undefined)
      );
    case 'not-found':
      return templates.pages.get('not-found.page');
  }
}

/** The locale pages render in: website.language, else en-US. */
export function localeOf(context: JsonObject): string {
  const website = context.website as JsonObject | undefined;
  return typeof website?.language === 'string' ? website.language : 'en-US';
}

export function renderPage(
  templates: SiteTemplates,
  compiler: TemplateCompiler,
  route: Route,
  context: JsonObject,
  now: number,
): RenderedPage {
  const warnings: string[] = [];
  const locale = localeOf(context);
  const partials = compiler.partials(templates.blocks);
  const template = mainTemplate(templates, route);
  const region = regionFor(templates, route);
  const mainCode = template && compiler.get(template);
  const regionCode = compiler.get(region);
  const run = (code: CompiledTemplate, file: TemplateFile, json: JsonObject): string => {
    const result = execute(code, { json, partials, locale, now });
    for (const e of result.errors) warnings.push(formatTemplateError(label(file), e));
    return result.output;
  };

  // The rewritten <squarespace:query> tags read their results from the page context.
  const page = { ...context, ...routeQueryResults(templates, compiler, route, context) };
  const mainContent = template && mainCode ? run(mainCode, template, page) : typeof context.mainContent === 'string' ? context.mainContent : '';
  const squarespace = { ...(context.squarespace as JsonObject), 'main-content': mainContent };
  const html = run(regionCode, region, { ...page, squarespace });
  return { html, warnings };
}
