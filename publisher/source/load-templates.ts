/** Loads templates/ (template.conf, site.region, collection and page templates, blocks, styles) as SITE-CONTRACT.md lays it out. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readJsonObject, readText, SourceFileError, type JsonObject } from './read-json';

export interface TemplateFile {
  /** Path relative to templates/, for error messages: `collections/products.item`. */
  name: string;
  file: string;
  source: string;
}

export interface SiteTemplates {
  dir: string;
  conf: JsonObject;
  region: TemplateFile;
  /** `cover.region`, the document around a cover page (page type 3) when the template has one. */
  coverRegion?: TemplateFile;
  /** `products.list`, `blog.item`, ... */
  collections: Map<string, TemplateFile>;
  /** `about.page`, `not-found.page`, ... */
  pages: Map<string, TemplateFile>;
  /** Partials keyed by file name (`product-card.block`), as `{@|apply product-card.block}` names them. */
  blocks: Record<string, string>;
  /** Stylesheets in template.conf order (then any others, by name). */
  stylesheets: TemplateFile[];
}

function readTemplate(dir: string, name: string): TemplateFile {
  const file = path.join(dir, name);
  return { name, file, source: readText(file) };
}

function templatesIn(dir: string, sub: string, ext: string): Map<string, TemplateFile> {
  const folder = path.join(dir, sub);
  const found = new Map<string, TemplateFile>();
  if (!existsSync(folder)) return found;
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith(ext)) found.set(name, readTemplate(dir, `${sub}/${name}`));
  }
  return found;
}

function orderedStylesheets(dir: string, conf: JsonObject): TemplateFile[] {
  const available = templatesIn(dir, 'styles', '.css');
  const listed = Array.isArray(conf.stylesheets) ? conf.stylesheets.filter((s): s is string => typeof s === 'string') : [];
  const ordered: TemplateFile[] = [];
  for (const name of listed) {
    const sheet = available.get(name);
    if (!sheet) throw new SourceFileError(path.join(dir, 'template.conf'), `stylesheet "${name}" not found in styles/`);
    ordered.push(sheet);
    available.delete(name);
  }
  return [...ordered, ...available.values()];
}

export function loadTemplates(dir: string): SiteTemplates {
  const confFile = path.join(dir, 'template.conf');
  const conf = existsSync(confFile) ? readJsonObject(confFile) : {};
  const blocks: Record<string, string> = {};
  for (const [name, t] of templatesIn(dir, 'blocks', '.block')) blocks[name] = t.source;
  return {
    dir,
    conf,
    region: readTemplate(dir, 'site.region'),
    ...(existsSync(path.join(dir, 'cover.region')) ? { coverRegion: readTemplate(dir, 'cover.region') } : {}),
    collections: new Map([...templatesIn(dir, 'collections', '.list'), ...templatesIn(dir, 'collections', '.item')]),
    pages: templatesIn(dir, 'pages', '.page'),
    blocks,
    stylesheets: orderedStylesheets(dir, conf),
  };
}
