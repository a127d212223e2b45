/**
 * Compiled templates, kept by file and recompiled only when that file's text changed (a saved block costs one
 * compile). `<squarespace:query>` tags are rewritten first, as the publisher does; problems keep their positions.
 */
import { compile, type CompiledTemplate, type TemplateError } from '../engine';
import { SiteQueries, type ContentCollection } from '../publisher';
import type { JsonObject } from '../publisher/source';
import { positionAt, type EngineProblem } from './diagnostics';

export interface CompiledFile {
  code: CompiledTemplate;
  /** The source the engine saw (query tags rewritten, same length and lines): what blocks are executed as. */
  rewritten: string;
  errors: EngineProblem[];
  /** Compile warnings, when the engine gives them (the template still renders). */
  warnings: EngineProblem[];
}

interface Entry {
  source: string;
  compiled: CompiledFile;
}

/** The engine's compile result, read with the warnings it may carry beside its errors. */
type CompileResult = { code: CompiledTemplate; errors: TemplateError[]; warnings?: TemplateError[] };

export class CompileCache {
  private entries = new Map<string, Entry>();
  private queries: SiteQueries;
  /** How many compiles ran (the tests check that an unchanged file is not compiled again). */
  compiles = 0;

  constructor(collections?: readonly ContentCollection[]) {
    this.queries = new SiteQueries(collections);
  }

  /** New content: queries find other items (and may name other collections), so everything compiles again. */
  setCollections(collections: readonly ContentCollection[] | undefined): void {
    this.queries = new SiteQueries(collections);
    this.entries.clear();
  }

  /** `key` names the file (`blocks/x.block`, `layout:default`). */
  get(key: string, source: string): CompiledFile {
    const cached = this.entries.get(key);
    if (cached && cached.source === source) return cached.compiled;
    this.compiles++;
    const rewritten = this.queries.rewrite(source);
    const queryProblems: EngineProblem[] = rewritten.problems.map((p) => ({ ...positionAt(source, p.offset), message: p.message }));
    const result = compile(rewritten.source) as CompileResult;
    const compiled: CompiledFile = {
      code: result.code,
      rewritten: rewritten.source,
      errors: [...queryProblems, ...result.errors],
      warnings: result.warnings ?? [],
    };
    this.entries.set(key, { source, compiled });
    return compiled;
  }

  /** `{ $q0: { items } … }` for a page: what the rewritten query tags read. */
  queryResults(context: JsonObject): JsonObject {
    return this.queries.resultsFor(context);
  }
}
