/**
 * Compiles a site's templates once per build: `<squarespace:query>` tags rewritten first (site-queries),
 * then the engine; any problem stops the build with every one listed as `file:line:column: message`.
 */
import { compile, type CompiledTemplate } from '../engine';
import type { QueryProblem } from './query/query-attributes';
import { SiteQueries } from './query/site-queries';
import type { ContentCollection } from './source/load-content';
import type { TemplateFile } from './source/load-templates';
import { formatTemplateError, lineColumnAt, type JsonObject } from './source/read-json';

export class TemplateSyntaxError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'TemplateSyntaxError';
  }
}

function queryProblems(label: string, source: string, problems: readonly QueryProblem[]): string[] {
  return problems.map((p) => formatTemplateError(label, { ...lineColumnAt(source, p.offset), message: p.message }));
}

/** How a template file is named in problems: `templates/site.region`. */
export function templateLabel(template: TemplateFile): string {
  return `templates/${template.name}`;
}

interface CompiledFile {
  source: string;
  code: CompiledTemplate;
  /** the page-context keys of its queries */
  queryKeys: string[];
}

interface RewrittenBlocks {
  sources: Record<string, string>;
  queryKeys: string[];
}

export class TemplateCompiler {
  private readonly compiled = new Map<string, CompiledFile>();
  private readonly blockSets = new WeakMap<Record<string, string>, RewrittenBlocks>();
  private readonly queries: SiteQueries;

  /** `collections`: what `<squarespace:query>` may name (without them, queries find nothing). */
  constructor(collections?: readonly ContentCollection[]) {
    this.queries = new SiteQueries(collections);
  }

  /** The source with its query tags rewritten, and its queries' keys; throws on a wrong tag. */
  private rewrite(source: string, label: string): { source: string; queryKeys: string[] } {
    const rewritten = this.queries.rewrite(source);
    if (rewritten.problems.length > 0) throw new TemplateSyntaxError(queryProblems(label, source, rewritten.problems));
    return { source: rewritten.source, queryKeys: this.queries.keysOf(rewritten) };
  }

  private compiledFile(template: TemplateFile): CompiledFile {
    const cached = this.compiled.get(template.file);
    if (cached && cached.source === template.source) return cached;
    const label = templateLabel(template);
    const rewritten = this.rewrite(template.source, label);
    const { code, errors } = compile(rewritten.source);
    if (errors.length > 0) throw new TemplateSyntaxError(errors.map((e) => formatTemplateError(label, e)));
    const entry = { source: template.source, code, queryKeys: rewritten.queryKeys };
    this.compiled.set(template.file, entry);
    return entry;
  }

  get(template: TemplateFile): CompiledTemplate {
    return this.compiledFile(template).code;
  }

  private rewrittenBlocks(blocks: Record<string, string>): RewrittenBlocks {
    let rewritten = this.blockSets.get(blocks);
    if (!rewritten) {
      rewritten = { sources: {}, queryKeys: [] };
      const keys = new Set<string>();
      for (const [name, source] of Object.entries(blocks)) {
        const block = this.rewrite(source, `templates/blocks/${name}`);
        rewritten.sources[name] = block.source;
        for (const key of block.queryKeys) keys.add(key);
      }
      rewritten.queryKeys = [...keys];
      this.blockSets.set(blocks, rewritten);
    }
    return rewritten;
  }

  /** The blocks (partials) with their query tags rewritten, keyed as given (`product-card.block`). */
  partials(blocks: Record<string, string>): Record<string, string> {
    return this.rewrittenBlocks(blocks).sources;
  }

  /**
   * What the queries of a page's templates find for it (`{ $q0: { items } }`, added to its context). A block may
   * be applied from any template, so every block's queries count; another page template's queries do not. A page
   * without a template of its own gives `undefined` for it.
   */
  queryResults(page: JsonObject, templates: readonly (TemplateFile | undefined)[], blocks: Record<string, string>): JsonObject {
    const keys = new Set(this.rewrittenBlocks(blocks).queryKeys);
    for (const file of templates) if (file) for (const key of this.compiledFile(file).queryKeys) keys.add(key);
    return this.queries.resultsFor(page, keys);
  }
}
