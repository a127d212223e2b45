/**
 * Reads a Squarespace-style template folder for checking: every JSON-T file, every .conf, and the names of
 * the regions, blocks, stylesheets and scripts rules look up. Unlike the publisher's loader it never stops at
 * the first problem (a missing site.region, an unknown stylesheet): those are what the checks report.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SourceText } from './source-text';

/** The kinds of JSON-T file a template folder holds, by where they live and how they end. */
export type TemplateKind = 'region' | 'block' | 'list' | 'item' | 'page';

export interface TemplateSource extends SourceText {
  readonly kind: TemplateKind;
}

export interface TemplateFolder {
  /** Absolute path of the folder. */
  dir: string;
  /** JSON-T files in name order: `*.region`, `blocks/*.block`, `collections/*.list|*.item`, `pages/*.page`. */
  templates: TemplateSource[];
  /** `template.conf` (undefined when the folder has none). */
  templateConf?: SourceText;
  /** `collections/*.conf` and `pages/*.page.conf`. */
  confs: SourceText[];
  /** Region names (`site` for site.region). */
  regions: Set<string>;
  /** Block file names as `{@|apply name}` writes them: `navigation.block`. */
  blocks: Set<string>;
  /** Paths below styles/ (`base/colors.less`). */
  styles: Set<string>;
  /** The .less and .css files below styles/, named `styles/base/colors.less`. */
  stylesheets: SourceText[];
  /** Paths below scripts/. */
  scripts: Set<string>;
}

/** Files below `dir` (relative, "/"-separated), without descending into dot-folders or node_modules. */
function filesBelow(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesBelow(full, `${prefix}${name}/`));
    else out.push(`${prefix}${name}`);
  }
  return out;
}

function namesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((n) => statSync(path.join(dir, n)).isFile()).sort() : [];
}

function kindOf(relative: string): TemplateKind | undefined {
  const [folder, name, extra] = relative.split('/');
  if (name === undefined) return folder.endsWith('.region') ? 'region' : undefined;
  if (extra !== undefined) return undefined;
  if (folder === 'blocks' && name.endsWith('.block')) return 'block';
  if (folder === 'collections' && name.endsWith('.list')) return 'list';
  if (folder === 'collections' && name.endsWith('.item')) return 'item';
  if (folder === 'pages' && name.endsWith('.page')) return 'page';
  return undefined;
}

function isConf(relative: string): boolean {
  const [folder, name, extra] = relative.split('/');
  if (extra !== undefined || name === undefined) return false;
  return (folder === 'collections' && name.endsWith('.conf')) || (folder === 'pages' && name.endsWith('.page.conf'));
}

function source(dir: string, relative: string): SourceText {
  return new SourceText(relative, readFileSync(path.join(dir, relative), 'utf8'));
}

export function readTemplateFolder(dir: string): TemplateFolder {
  const root = path.resolve(dir);
  const relatives = [...namesIn(root), ...['blocks', 'collections', 'pages'].flatMap((sub) => namesIn(path.join(root, sub)).map((n) => `${sub}/${n}`))];
  const templates: TemplateSource[] = [];
  const confs: SourceText[] = [];
  for (const relative of relatives.sort()) {
    const kind = kindOf(relative);
    if (kind) templates.push(Object.assign(source(root, relative), { kind }));
    else if (isConf(relative)) confs.push(source(root, relative));
  }
  const confFile = path.join(root, 'template.conf');
  const styles = filesBelow(path.join(root, 'styles'));
  return {
    dir: root,
    templates,
    ...(existsSync(confFile) ? { templateConf: source(root, 'template.conf') } : {}),
    confs,
    regions: new Set(templates.filter((t) => t.kind === 'region').map((t) => t.name.slice(0, -'.region'.length))),
    blocks: new Set(templates.filter((t) => t.kind === 'block').map((t) => t.name.slice('blocks/'.length))),
    styles: new Set(styles),
    stylesheets: styles.filter((name) => /\.(less|css)$/i.test(name)).map((name) => source(root, `styles/${name}`)),
    scripts: new Set(filesBelow(path.join(root, 'scripts'))),
  };
}
