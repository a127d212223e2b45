/**
 * One preview session: the template folder and the pages' data as last read, the compile and style caches,
 * and each page's render for the current version. A change re-reads what it touched and bumps the version;
 * pages render again on request, recompiling only the files whose text changed.
 */
import path from 'node:path';
import { SourceFileError } from '../publisher/source';
import { CompileCache } from './compile-cache';
import type { Diagnostic } from './diagnostics';
import { errorDocument, pageDocument, withState, type PreviewState } from './document';
import { contentPages } from './content-pages';
import { fixturePages } from './fixture-pages';
import type { PageSource } from './page-source';
import { renderPreviewPage, type RenderResult } from './render-page';
import { StyleCompiler, type CompiledStyles } from './styles';
import { readTemplateFolder, type TemplateFolderState } from './template-folder';
import { DEFAULT_TEMPLATE_DIR } from './defaults';

export interface PreviewOptions {
  templateDir: string;
  /** A Kiosk content folder (the default when no fixtures are given). */
  contentDir: string;
  /** Recorded `?format=json` contexts, one file per URL path; pages come from them instead of content. */
  fixturesDir?: string;
  /** The time pages render at (epoch ms; default the clock at each render). */
  now?: number;
}

/** What a save changed: the stylesheet only, or what pages render from. */
export type ChangeKind = 'css' | 'page';

export interface Change {
  version: number;
  kind: ChangeKind;
  /** The changed files, relative to their folder. */
  files: string[];
}

export interface ChangedFile {
  /** `template` (the template folder) or `data` (content or fixtures). */
  root: 'template' | 'data';
  /** Relative to that folder, `/`-separated. */
  name: string;
}

export interface PreviewResponse {
  status: number;
  html: string;
}

const STYLE_FILE = /^styles\/.*\.(less|css)$/;

function sourceProblem(error: unknown, folder: string): Diagnostic {
  if (error instanceof SourceFileError) {
    const file = path.relative(folder, error.file).split(path.sep).join('/') || error.file;
    const message = error.message.replace(/^.*?: /, '');
    return { severity: 'error', file, message, ...(error.line ? { start: { line: error.line, column: error.column ?? 1 } } : {}), frame: '' };
  }
  return { severity: 'error', file: folder, message: (error as Error).message, frame: '' };
}

export class Preview {
  version = 0;
  state: TemplateFolderState;
  source: PageSource;
  readonly cache: CompileCache;
  private readonly styleCompiler: StyleCompiler;
  private styles: CompiledStyles = { css: '', errors: [], warnings: [] };
  /** A problem reading the data (a content file that does not parse while being edited): the last good data stays. */
  private dataProblem: Diagnostic | undefined;
  /** Kiosk's default template, for the collection types another template does not render itself. */
  private readonly fallback: TemplateFolderState | undefined;
  private readonly renders = new Map<string, RenderResult>();
  private readonly lastGood = new Map<string, string>();

  private constructor(readonly options: PreviewOptions) {
    this.state = readTemplateFolder(options.templateDir);
    this.source = this.readSource();
    this.cache = new CompileCache(this.source.content.collections);
    this.styleCompiler = new StyleCompiler(options.templateDir);
    const own = path.resolve(options.templateDir) === path.resolve(DEFAULT_TEMPLATE_DIR);
    this.fallback = own ? undefined : readTemplateFolder(DEFAULT_TEMPLATE_DIR);
  }

  static async open(options: PreviewOptions): Promise<Preview> {
    const preview = new Preview(options);
    preview.styles = await preview.styleCompiler.compile(preview.state.conf);
    return preview;
  }

  get dataDir(): string {
    return this.options.fixturesDir ?? this.options.contentDir;
  }

  private readSource(): PageSource {
    return this.options.fixturesDir ? fixturePages(this.options.fixturesDir) : contentPages(this.options.contentDir);
  }

  /** Re-reads what changed; the stylesheet is compiled again when a style file (or template.conf) changed. */
  async apply(files: readonly ChangedFile[]): Promise<Change> {
    const data = files.some((f) => f.root === 'data');
    const template = files.filter((f) => f.root === 'template');
    const stylesOnly = !data && template.length > 0 && template.every((f) => STYLE_FILE.test(f.name));
    if (template.length > 0 && !stylesOnly) this.state = readTemplateFolder(this.options.templateDir);
    if (data) {
      try {
        this.source = this.readSource();
        this.dataProblem = undefined;
        this.cache.setCollections(this.source.content.collections);
      } catch (error) {
        this.dataProblem = sourceProblem(error, this.dataDir);
      }
    }
    if (template.some((f) => STYLE_FILE.test(f.name) || f.name === 'template.conf')) {
      this.styles = await this.styleCompiler.compile(this.state.conf);
    }
    this.version++;
    this.renders.clear();
    return { version: this.version, kind: stylesOnly ? 'css' : 'page', files: files.map((f) => f.name) };
  }

  css(): string {
    return this.styles.css;
  }

  /** The page's render for the current version (rendered once per version). */
  render(urlPath: string): RenderResult & { found: boolean } {
    const page = this.source.page(urlPath);
    const target = page ?? this.source.notFound();
    let result = this.renders.get(target.path);
    if (!result) {
      result = renderPreviewPage(
        { state: this.state, fallback: this.fallback, cache: this.cache, source: this.source, now: this.options.now ?? Date.now() },
        target,
      );
      this.renders.set(target.path, result);
    }
    return { ...result, found: page !== undefined };
  }

  /** What the client shows for a page: its version, errors (the stylesheet's and the data's too) and warnings. */
  status(urlPath: string): PreviewState {
    const result = this.render(urlPath);
    const errors = [...(this.dataProblem ? [this.dataProblem] : []), ...result.errors, ...this.styles.errors];
    return { path: result.path, version: this.version, errors, warnings: [...result.warnings, ...this.styles.warnings] };
  }

  /** The page's document: its render, or its last good render with the overlay, or the overlay alone. */
  document(urlPath: string): PreviewResponse {
    const result = this.render(urlPath);
    const state = this.status(urlPath);
    const status = result.found ? 200 : 404;
    if (result.page) {
      const html = pageDocument(result.page, state);
      this.lastGood.set(result.path, html);
      return { status, html };
    }
    const last = this.lastGood.get(result.path);
    return { status, html: last ? withState(last, state) : errorDocument(state) };
  }
}
