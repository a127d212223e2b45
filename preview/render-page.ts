/**
 * Renders one preview page as the publisher does (the page's own template, then the layout with
 * `squarespace["main-content"]`; islands server-rendered, the cart pill added), but with every problem kept
 * as a diagnostic with its file and span: a compile error stops the render (the overlay shows it over the last
 * good page), an execution problem or a compile warning is listed and the page still renders.
 */
import { execute, type CompiledTemplate } from '../engine';
import { localeOf, PAGE_TYPE, publishRendered, type PublishedPage, type Route } from '../publisher';
import type { JsonObject } from '../publisher/source';
import type { CompileCache, CompiledFile } from './compile-cache';
import { diagnosticOf, type Diagnostic, type EngineProblem } from './diagnostics';
import { composeLayout, layoutNameFor, partAt, type ComposedLayout } from './layouts';
import type { PageSource, PreviewPage } from './page-source';
import { replaceSquarespaceTags } from './squarespace-tags';
import type { TemplateFolderState, TemplateSource } from './template-folder';

export interface RenderResult {
  path: string;
  /** The published page when the templates compiled. */
  page?: PublishedPage;
  /** The context the templates ran against (what `?format=json` answers). */
  context: JsonObject;
  /** What the page's own template printed (`squarespace["main-content"]`), when the templates compiled. */
  mainContent?: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export interface RenderInputs {
  state: TemplateFolderState;
  /**
   * Kiosk's default template: a collection type the template does not render itself (Squarespace renders its
   * system collections, such as products, with its own templates) is rendered with the default's, in the
   * template's layout.
   */
  fallback?: TemplateFolderState;
  cache: CompileCache;
  source: PageSource;
  now: number;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The page's own template (publisher/render-page.ts picks the same ones). */
export function mainTemplateOf(state: TemplateFolderState, route: Route): TemplateSource | undefined {
  switch (route.kind) {
    case 'collection':
    case 'item': {
      const typeName = str(route.collection.collection.typeName) ?? route.collection.urlId;
      return state.collections.get(`${typeName}.${route.kind === 'item' ? 'item' : 'list'}`);
    }
    case 'page':
      return state.pages.get(`${route.page.urlId}.page`) ?? (route.pageType === PAGE_TYPE.splashPage ? state.pages.get('cover.page') : undefined);
    case 'not-found':
      return state.pages.get('not-found.page');
  }
}

/** What Squarespace's server fills in around a template: header and footer injections, page classes and id. */
function withSquarespaceKeys(page: PreviewPage): JsonObject {
  const context = page.context;
  const collection = (context.collection as JsonObject | undefined) ?? {};
  const view = page.route.kind === 'item' ? 'item' : 'list';
  const squarespace = (context.squarespace as JsonObject | undefined) ?? {};
  return {
    'squarespace-headers': '',
    'squarespace-footers': '',
    ...context,
    squarespace: {
      'page-title': '',
      ...squarespace,
      'page-classes': `collection-type-${str(collection.typeName) ?? 'page'} view-${view}`,
      'page-id': str(collection.id) ?? page.path,
    },
  };
}

/** Compile diagnostics of a layout, each placed in the region file it comes from. */
function layoutDiagnostics(layout: ComposedLayout, severity: Diagnostic['severity'], problems: EngineProblem[]): Diagnostic[] {
  return problems.map((p) => {
    const line = p.start?.line ?? p.line;
    if (line === undefined) return diagnosticOf(severity, layout.parts[0].name, layout.parts[0].source, p);
    const { part } = partAt(layout, line);
    return diagnosticOf(severity, part.name, part.source, p, part.firstLine - 1);
  });
}

function fileDiagnostics(file: TemplateSource, compiled: CompiledFile): { errors: Diagnostic[]; warnings: Diagnostic[] } {
  return {
    errors: compiled.errors.map((e) => diagnosticOf('error', file.name, file.source, e)),
    warnings: compiled.warnings.map((w) => diagnosticOf('warning', file.name, file.source, w)),
  };
}

/** The template's own page template, else the default template's for a collection type it lacks (with its blocks). */
function pageTemplate(inputs: RenderInputs, route: Route): { main?: TemplateSource; blocks: Map<string, TemplateSource> } {
  const own = mainTemplateOf(inputs.state, route);
  const isCollection = route.kind === 'collection' || route.kind === 'item';
  const borrowed = !own && isCollection && inputs.fallback ? mainTemplateOf(inputs.fallback, route) : undefined;
  if (!borrowed || !inputs.fallback) return { main: own, blocks: inputs.state.blocks };
  const label = (t: TemplateSource): TemplateSource => ({ name: `(kiosk default) ${t.name}`, source: t.source });
  const blocks = new Map([...inputs.fallback.blocks].map(([name, t]) => [name, label(t)]));
  for (const [name, t] of inputs.state.blocks) blocks.set(name, t);
  return { main: label(borrowed), blocks };
}

export function renderPreviewPage(inputs: RenderInputs, page: PreviewPage): RenderResult {
  const { cache } = inputs;
  const context = withSquarespaceKeys(page);
  const state = inputs.state;
  const errors: Diagnostic[] = [...state.problems];
  const warnings: Diagnostic[] = [];

  const { main, blocks } = pageTemplate(inputs, page.route);
  const mainCompiled = main && cache.get(main.name, main.source);
  if (main && mainCompiled) {
    const d = fileDiagnostics(main, mainCompiled);
    errors.push(...d.errors);
    warnings.push(...d.warnings);
  }
  const layout = composeLayout(state, layoutNameFor(state.conf, context));
  let layoutCompiled: CompiledFile | undefined;
  if ('parts' in layout) {
    layoutCompiled = cache.get(`layout:${layout.name}`, layout.source);
    errors.push(...layoutDiagnostics(layout, 'error', layoutCompiled.errors));
    warnings.push(...layoutDiagnostics(layout, 'warning', layoutCompiled.warnings));
  } else {
    errors.push(layout);
  }
  const partials: Record<string, string> = {};
  for (const [name, block] of blocks) {
    const compiled = cache.get(block.name, block.source);
    const d = fileDiagnostics(block, compiled);
    errors.push(...d.errors);
    warnings.push(...d.warnings);
    partials[name] = compiled.rewritten;
  }
  if (errors.length > 0 || !('parts' in layout) || !layoutCompiled) return { path: page.path, context, errors, warnings };

  const locale = localeOf(context);
  const json = { ...context, ...cache.queryResults(context) };
  const run = (code: CompiledTemplate, data: JsonObject, report: (p: EngineProblem) => Diagnostic) => {
    const result = execute(code, { json: data, partials, locale, now: inputs.now });
    for (const problem of result.errors) warnings.push(report(problem));
    return result.output;
  };
  const mainContent =
    main && mainCompiled
      ? run(mainCompiled.code, json, (p) => diagnosticOf('warning', main.name, main.source, p))
      : typeof context.mainContent === 'string'
        ? context.mainContent
        : '';
  const squarespace = { ...(context.squarespace as JsonObject), 'main-content': mainContent };
  const regionHtml = run(layoutCompiled.code, { ...json, squarespace }, (p) => layoutDiagnostics(layout, 'warning', [p])[0]);

  const html = replaceSquarespaceTags(regionHtml, json, page.path, {
    block(name, data) {
      const block = blocks.get(name);
      if (!block) {
        warnings.push({ severity: 'warning', file: `blocks/${name}`, message: `<squarespace:navigation> names blocks/${name}, which is missing`, frame: '' });
        return undefined;
      }
      return run(cache.get(block.name, block.source).code, data, (p) => diagnosticOf('warning', block.name, block.source, p));
    },
  });
  const items = new Map(inputs.source.content.collections.flatMap((c) => c.items.map((i) => [String(i.id), i] as const)));
  const published = publishRendered(
    { content: inputs.source.content, findItem: (id) => items.get(id), now: inputs.now },
    page.route,
    context,
    { html, warnings: [] },
  );
  return { path: page.path, page: published, context, mainContent, errors, warnings };
}
