/**
 * Renders one route through the engine in the contract's two steps: the page's own template, then
 * site.region with `squarespace["main-content"]` set to the first step's output.
 */
import { execute, type CompiledTemplate } from '../engine';
import type { Route } from './routes';
import type { SiteTemplates, TemplateFile } from './source/load-templates';
import { formatTemplateError, type JsonObject } from './source/read-json';
import type { TemplateCompiler } from './template-compiler';

export interface RenderedPage {
  html: string;
  /** Problems met while executing (the page still renders), as `file:line:column: message`. */
  warnings: string[];
}

function mainTemplate(templates: SiteTemplates, route: Route): TemplateFile | undefined {
  switch (route.kind) {
    case 'collection':
    case 'item': {
      const typeName = String(route.collection.collection.typeName ?? route.collection.urlId);
      return templates.collections.get(`${typeName}.${route.kind === 'item' ? 'item' : 'list'}`);
    }
    case 'page':
      return templates.pages.get(`${route.page.urlId}.page`);
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
  const label = (t: TemplateFile) => `templates/${t.name}`;
  const mainCode = template && compiler.get(template, label(template));
  const regionCode = compiler.get(templates.region, label(templates.region));
  const run = (code: CompiledTemplate, file: TemplateFile, json: JsonObject): string => {
    const result = execute(code, { json, partials, locale, now });
    for (const e of result.errors) warnings.push(formatTemplateError(label(file), e));
    return result.output;
  };

  // The rewritten <squarespace:query> tags read their results from the page context.
  const page = { ...context, ...compiler.queryResults(context) };
  const mainContent = template && mainCode ? run(mainCode, template, page) : typeof context.mainContent === 'string' ? context.mainContent : '';
  const squarespace = { ...(context.squarespace as JsonObject), 'main-content': mainContent };
  const html = run(regionCode, templates.region, { ...page, squarespace });
  return { html, warnings };
}
