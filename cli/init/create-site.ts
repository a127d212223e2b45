/**
 * Creates a new site folder: a template (Kiosk's default one, or any given template folder) copied to templates/,
 * the starter content, the product's picture, and package.json, .gitignore and README.md.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UsageError } from '../command';
import { PROJECT_ROOT } from '../project';
import { DEMO_SITE_ROOT } from '../site/resolve-site';
import { siteGitignore, sitePackageJson, siteReadme } from './site-files';
import { STARTER_IMAGE, STARTER_PRODUCT_URL, starterContent } from './starter-content';

/** Kiosk's default template: the demo site's templates/. */
export const DEFAULT_TEMPLATE_DIR = path.join(DEMO_SITE_ROOT, 'templates');

/** Folders of a template that are not the template: the demo's image tooling, and anything installed or versioned. */
const NOT_COPIED = new Set(['node_modules', '.git']);
const DEFAULT_TEMPLATE_TOOLS = path.join(DEFAULT_TEMPLATE_DIR, 'tools');

export interface CreateSiteOptions {
  dir: string;
  /** The template folder to copy (default: Kiosk's own). */
  templateDir?: string;
  /** package.json's dependency on Kiosk (default: `^<version>` of the running Kiosk). */
  kioskDependency?: string;
  now?: number;
}

export interface CreatedSite {
  root: string;
  /** Files written, relative to root, sorted. */
  files: string[];
}

interface KioskManifest {
  name: string;
  version: string;
  engines?: { node?: string };
}

function kioskManifest(): KioskManifest {
  return JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as KioskManifest;
}

/** "my-shop" → "My Shop" */
function titleFrom(folderName: string): string {
  const words = folderName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length === 0 ? 'My Shop' : words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/** npm's rules: lower case, URL-safe, at most 214 characters. */
function packageNameFrom(folderName: string): string {
  const name = folderName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '');
  return (name || 'my-shop').slice(0, 214);
}

/** The folder must be new or empty: init never mixes a new site into existing files. */
function checkTarget(dir: string, typed: string): void {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) throw new UsageError(`"${typed}" exists and is not a folder`);
  const entries = readdirSync(dir);
  if (entries.length > 0) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
    throw new UsageError(`"${typed}" is not empty (${shown}): give a new or empty folder for the new site`);
  }
}

/** A template folder is one the publisher can render: it has site.region (the frame of every page). */
function checkTemplate(templateDir: string): void {
  if (!existsSync(templateDir) || !statSync(templateDir).isDirectory()) throw new UsageError(`--template: "${templateDir}" is not a folder`);
  if (!existsSync(path.join(templateDir, 'site.region'))) {
    throw new UsageError(`--template: "${templateDir}" has no site.region, so it is not a template folder`);
  }
}

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, file) : [path.relative(root, file).split(path.sep).join('/')];
  });
}

export async function createSite(options: CreateSiteOptions): Promise<CreatedSite> {
  const root = path.resolve(options.dir);
  checkTarget(root, options.dir);
  const templateDir = path.resolve(options.templateDir ?? DEFAULT_TEMPLATE_DIR);
  checkTemplate(templateDir);
  const kiosk = kioskManifest();
  const folderName = path.basename(root);
  const title = titleFrom(folderName);

  mkdirSync(root, { recursive: true });
  cpSync(templateDir, path.join(root, 'templates'), {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)) && source !== DEFAULT_TEMPLATE_TOOLS,
  });

  const content = path.join(root, 'content');
  for (const file of starterContent({ title, now: options.now ?? Date.now() })) {
    const target = path.join(content, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(file.json, null, 2)}\n`);
  }
  mkdirSync(path.join(content, 'images'), { recursive: true });
  await sharp(Buffer.from(STARTER_IMAGE.svg)).jpeg({ quality: 85 }).toFile(path.join(content, 'images', STARTER_IMAGE.file));

  const files = {
    packageName: packageNameFrom(folderName),
    title,
    kioskName: kiosk.name,
    kioskDependency: options.kioskDependency ?? `^${kiosk.version}`,
    nodeEngines: kiosk.engines?.node,
    productUrl: STARTER_PRODUCT_URL,
  };
  writeFileSync(path.join(root, 'package.json'), sitePackageJson(files));
  writeFileSync(path.join(root, '.gitignore'), siteGitignore());
  writeFileSync(path.join(root, 'README.md'), siteReadme(files));
  return { root, files: listFiles(root).sort() };
}
