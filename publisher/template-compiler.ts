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

export class TemplateCompiler {
  private readonly compiled = new Map<string, { source: string; code: CompiledTemplate }>();
  private readonly blockSets = new WeakMap<Record<string, string>, Record<string, string>>();
  private readonly queries: SiteQueries;

  /** `collections`: what `<squarespace:query>` may name (without them, queries find nothing). */
  constructor(collections?: readonly ContentCollection[]) {
    this.queries = new SiteQueries(collections);
  }

  /** The source with its query tags rewritten; throws on a wrong tag. */
  private rewrite(source: string, label: string): string {
    const rewritten = this.queries.rewrite(source);
    if (rewritten.problems.length > 0) throw new TemplateSyntaxError(queryProblems(label, source, rewritten.problems));
    return rewritten.source;
  }

  get(template: TemplateFile, label: string): CompiledTemplate {
    const cached = this.compiled.get(template.file);
    if (cached && cached.source === template.source) return cached.code;
    const { code, errors } = compile(this.rewrite(template.source, label));
    if (errors.length > 0) throw new TemplateSyntaxError(errors.map((e) => formatTemplateError(label, e)));
    this.compiled.set(template.file, { source: template.source, code });
    return code;
  }

  /** The blocks (partials) with their query tags rewritten, keyed as given (`product-card.block`). */
  partials(blocks: Record<string, string>): Record<string, string> {
    let rewritten = this.blockSets.get(blocks);
    if (!rewritten) {
      rewritten = {};
      for (const [name, source] of Object.entries(blocks)) rewritten[name] = this.rewrite(source, `templates/blocks/${name}`);
      this.blockSets.set(blocks, rewritten);
    }
    return rewritten;
  }

  /** The results of every query compiled so far, for a page (`{ $q0: { items } }`, added to its context). */
  queryResults(page: JsonObject): JsonObject {
    return this.queries.resultsFor(page);
  }
}
