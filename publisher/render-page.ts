/**
 * Renders one route through the engine in the contract's two steps: the page's own template, then
 * site.region with `squarespace["main-content"]` set to the first step's output.
 */
import { compile, execute, type CompiledTemplate, type TemplateError } from '../engine';
import type { Route } from './routes';
import type { SiteTemplates, TemplateFile } from './source/load-templates';
import type { JsonObject } from './source/read-json';

export class TemplateSyntaxError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'TemplateSyntaxError';
  }
}

/** `templates/site.region:3:14: message`, the house form for a problem in a file. */
export function formatTemplateError(file: string, error: TemplateError): string {
  const where = error.line === undefined ? file : `${file}:${error.line}:${error.column ?? 1}`;
  return `${where}: ${error.message}`;
}

/** Compiles each template once per build; a syntax error stops the build with every problem listed. */
export class TemplateCompiler {
  private readonly compiled = new Map<string, CompiledTemplate>();

  get(template: TemplateFile, label: string): CompiledTemplate {
    const cached = this.compiled.get(template.file);
    if (cached && cached.source === template.source) return cached;
    const { code, errors } = compile(template.source);
    if (errors.length > 0) throw new TemplateSyntaxError(errors.map((e) => formatTemplateError(label, e)));
    this.compiled.set(template.file, code);
    return code;
  }
}

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
  const run = (template: TemplateFile, json: JsonObject): string => {
    const label = `templates/${template.name}`;
    const result = execute(compiler.get(template, label), { json, partials: templates.blocks, locale, now });
    for (const e of result.errors) warnings.push(formatTemplateError(label, e));
    return result.output;
  };

  const template = mainTemplate(templates, route);
  const mainContent = template
    ? run(template, context)
    : typeof context.mainContent === 'string'
      ? context.mainContent
      : '';
  const squarespace = { ...(context.squarespace as JsonObject), 'main-content': mainContent };
  const html = run(templates.region, { ...context, squarespace });
  return { html, warnings };
}
