/**
 * Reads a Squarespace-style template folder as its author laid it out: template.conf, the regions beside it
 * (`site.region`, `header.region`, …), collections/*.list|*.item, pages/*.page, blocks/*.block, styles/.
 * Read again after every change: the files are small, and compiled templates are cached by source elsewhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseJsonText, SourceFileError, type JsonObject } from '../publisher/source';
import { diagnosticOf, type Diagnostic } from './diagnostics';

export interface TemplateSource {
  /** Relative to the template folder: `collections/blog.item`. */
  name: string;
  source: string;
}

export interface TemplateFolderState {
  dir: string;
  conf: JsonObject;
  /** By region name (`site` for site.region). */
  regions: Map<string, TemplateSource>;
  /** By file name: `blog.list`, `products.item`. */
  collections: Map<string, TemplateSource>;
  /** By file name: `about.page`. */
  pages: Map<string, TemplateSource>;
  /** By file name, as `{@|apply navigation.block}` names them. */
  blocks: Map<string, TemplateSource>;
  /** Problems reading the folder (template.conf that does not parse). */
  problems: Diagnostic[];
}

function read(dir: string, name: string): TemplateSource {
  return { name, source: readFileSync(path.join(dir, name), 'utf8') };
}

function filesIn(dir: string, sub: string, ext: string): Map<string, TemplateSource> {
  const found = new Map<string, TemplateSource>();
  const folder = path.join(dir, sub);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return found;
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith(ext)) found.set(name, read(dir, sub ? `${sub}/${name}` : name));
  }
  return found;
}

function readConf(dir: string, problems: Diagnostic[]): JsonObject {
  const file = path.join(dir, 'template.conf');
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  try {
    const value = parseJsonText(text, 'template.conf');
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as JsonObject;
    problems.push(diagnosticOf('error', 'template.conf', text, { message: 'expected a JSON object' }));
  } catch (error) {
    const e = error as SourceFileError;
    const message = e.message.replace(/^template\.conf(:\d+:\d+)?: /, '');
    problems.push(diagnosticOf('error', 'template.conf', text, { message, line: e.line, column: e.column }));
  }
  return {};
}

export function readTemplateFolder(dir: string): TemplateFolderState {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new SourceFileError(dir, 'template folder not found');
  const problems: Diagnostic[] = [];
  const regions = new Map<string, TemplateSource>();
  for (const [name, file] of filesIn(dir, '', '.region')) regions.set(name.slice(0, -'.region'.length), file);
  return {
    dir,
    conf: readConf(dir, problems),
    regions,
    collections: new Map([...filesIn(dir, 'collections', '.list'), ...filesIn(dir, 'collections', '.item')]),
    pages: filesIn(dir, 'pages', '.page'),
    blocks: filesIn(dir, 'blocks', '.block'),
    problems,
  };
}
