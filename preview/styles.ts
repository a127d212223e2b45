/**
 * The template's stylesheets as one site.css: template.conf's `stylesheets` (else every .css/.less in styles/,
 * by name) joined in order and compiled as one LESS unit with the `less` package, as Squarespace does (a
 * variable from an earlier file works in a later one). Compiled again only when their text changed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JsonObject } from '../publisher/source';
import { diagnosticOf, type Diagnostic } from './diagnostics';

interface LessError {
  message: string;
  filename?: string;
  line?: number | null;
  column?: number;
}

interface LessApi {
  render(input: string, options: { filename: string; paths: string[] }): Promise<{ css: string }>;
}

// `less` ships no type declarations: only the call used here is typed.
const less = createRequire(import.meta.url)('less') as LessApi;

export interface StyleSheetFile {
  /** `styles/base.less` */
  name: string;
  source: string;
}

export interface CompiledStyles {
  css: string;
  errors: Diagnostic[];
  /** A listed stylesheet that is missing: the others are still compiled. */
  warnings: Diagnostic[];
}

/** The joined input's first line of each file, to say which file a LESS error is in. */
interface Joined {
  input: string;
  files: { sheet: StyleSheetFile; firstLine: number; lineCount: number }[];
}

function listed(conf: JsonObject): string[] | undefined {
  return Array.isArray(conf.stylesheets) ? conf.stylesheets.filter((s: unknown): s is string => typeof s === 'string') : undefined;
}

/** The stylesheets in order, or the problem of a listed one that is missing. */
export function readStyleSheets(templateDir: string, conf: JsonObject): { sheets: StyleSheetFile[]; missing: Diagnostic[] } {
  const stylesDir = path.join(templateDir, 'styles');
  const names =
    listed(conf) ?? (existsSync(stylesDir) ? readdirSync(stylesDir).filter((n) => /\.(css|less)$/.test(n)).sort() : []);
  const sheets: StyleSheetFile[] = [];
  const missing: Diagnostic[] = [];
  for (const name of names) {
    const file = path.join(stylesDir, name);
    if (!existsSync(file)) {
      missing.push({ severity: 'warning', file: 'template.conf', message: `stylesheet "${name}" not found in styles/ (left out of /site.css)`, frame: '' });
      continue;
    }
    sheets.push({ name: `styles/${name}`, source: readFileSync(file, 'utf8') });
  }
  return { sheets, missing };
}

function join(sheets: StyleSheetFile[]): Joined {
  const files: Joined['files'] = [];
  const parts: string[] = [];
  let line = 1;
  for (const sheet of sheets) {
    const lineCount = sheet.source.split('\n').length;
    files.push({ sheet, firstLine: line, lineCount });
    parts.push(sheet.source);
    line += lineCount;
  }
  return { input: parts.join('\n'), files };
}

function lessProblem(joined: Joined, rootFile: string, error: LessError, templateDir: string): Diagnostic {
  const message = error.message.replace(/\s+in\s+\S+ on line \d+, column \d+:?$/, '');
  const line = typeof error.line === 'number' ? error.line : undefined;
  // An error inside an @import names that file; one in the joined input names the root.
  if (error.filename && path.resolve(error.filename) !== rootFile && existsSync(error.filename)) {
    const name = path.relative(templateDir, error.filename).split(path.sep).join('/');
    return diagnosticOf('error', name, readFileSync(error.filename, 'utf8'), { message, line, column: (error.column ?? 0) + 1 });
  }
  if (line === undefined) return { severity: 'error', file: joined.files[0]?.sheet.name ?? 'styles', message, frame: '' };
  const at = joined.files.find((f) => line >= f.firstLine && line < f.firstLine + f.lineCount) ?? joined.files[joined.files.length - 1];
  return diagnosticOf('error', at.sheet.name, at.sheet.source, { message, line, column: (error.column ?? 0) + 1 }, at.firstLine - 1);
}

export class StyleCompiler {
  private last: { input: string; result: CompiledStyles } | undefined;
  /** How many LESS compiles ran. */
  compiles = 0;

  constructor(private readonly templateDir: string) {}

  async compile(conf: JsonObject): Promise<CompiledStyles> {
    const { sheets, missing } = readStyleSheets(this.templateDir, conf);
    const joined = join(sheets);
    if (this.last && this.last.input === joined.input) return { ...this.last.result, warnings: missing };
    this.compiles++;
    // Imports resolve from styles/, where the joined sheets live.
    const rootFile = path.join(this.templateDir, 'styles', '__site__.less');
    let result: CompiledStyles;
    try {
      const output = await less.render(joined.input, { filename: rootFile, paths: [path.join(this.templateDir, 'styles')] });
      result = { css: output.css, errors: [], warnings: missing };
    } catch (error) {
      // The last good CSS stays served under the overlay.
      result = { css: this.last?.result.css ?? '', errors: [lessProblem(joined, rootFile, error as LessError, this.templateDir)], warnings: missing };
      return result;
    }
    this.last = { input: joined.input, result };
    return result;
  }
}
