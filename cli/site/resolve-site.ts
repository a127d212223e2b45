/**
 * Which site a command works on: `--site <dir>`, else the current folder when it holds a site, else the bundled
 * demo (the repository's own content/ and templates/). Every per-site path (dist/, the database, caches) comes from here.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../command';
import { PROJECT_ROOT } from '../project';

/** The folders that make a folder a site. */
export const SITE_FOLDERS = ['content', 'templates'] as const;

/** The bundled demo site: the repository root (its content/ is the demo store, its templates/ the default template). */
export const DEMO_SITE_ROOT = PROJECT_ROOT;

export interface SiteFolder {
  /** The site folder: content/, templates/, optional kiosk.config.json, and the site's own state. */
  root: string;
  contentDir: string;
  templatesDir: string;
  /** Where the site is published: `<root>/dist`, or KIOSK_DIST_DIR (parallel test runs of one site). */
  distDir: string;
  /** true for the bundled demo (the repository root). */
  isDemo: boolean;
  /** How the site came to be chosen, for the commands' first line. */
  chosenBy: 'option' | 'current folder' | 'demo';
}

function isFolder(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

/** The site folders a folder lacks (empty: it is a site). */
export function missingSiteFolders(dir: string): string[] {
  return SITE_FOLDERS.filter((name) => !isFolder(path.join(dir, name)));
}

export function isSiteFolder(dir: string): boolean {
  return missingSiteFolders(dir).length === 0;
}

function siteAt(root: string, chosenBy: SiteFolder['chosenBy'], env: NodeJS.ProcessEnv): SiteFolder {
  return {
    root,
    contentDir: path.join(root, 'content'),
    templatesDir: path.join(root, 'templates'),
    distDir: env.KIOSK_DIST_DIR ? path.resolve(env.KIOSK_DIST_DIR) : path.join(root, 'dist'),
    isDemo: root === DEMO_SITE_ROOT,
    chosenBy,
  };
}

/**
 * The site a command runs on. `option` is `--site` as typed; a folder that is not a site is a usage error naming
 * what it lacks (a typo must not silently fall back to the demo).
 */
export function resolveSite(option: string | undefined, cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): SiteFolder {
  if (option !== undefined) {
    const root = path.resolve(cwd, option);
    if (!isFolder(root)) throw new UsageError(`--site: "${option}" is not a folder`);
    const missing = missingSiteFolders(root);
    if (missing.length > 0) {
      throw new UsageError(`--site: "${option}" is not a Kiosk site (it has no ${missing.map((m) => `${m}/`).join(' or ')}); create one with \`kiosk init <dir>\``);
    }
    return siteAt(root, 'option', env);
  }
  const here = path.resolve(cwd);
  if (isSiteFolder(here)) return siteAt(here, here === DEMO_SITE_ROOT ? 'demo' : 'current folder', env);
  return siteAt(DEMO_SITE_ROOT, 'demo', env);
}

/** The option every site command accepts, for parseCommandArgs. */
export const SITE_OPTION = { site: { type: 'string' } } as const;

/**
 * `--site <dir>` (or `--site=<dir>`) taken out of arguments a command reads by hand (`kiosk stock`, whose "-3" parseArgs
 * would take for a flag); the rest keep their order.
 */
export function takeSiteOption(args: readonly string[]): { site?: string; rest: string[] } {
  const rest: string[] = [];
  let site: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--site') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('-')) throw new UsageError("option '--site <dir>' argument missing");
      site = value;
      i++;
    } else if (arg.startsWith('--site=')) {
      site = arg.slice('--site='.length);
    } else {
      rest.push(arg);
    }
  }
  return site === undefined ? { rest } : { site, rest };
}

/**
 * The help lines of `--site`, for each command's Options; `width` is the column the command's option names are
 * padded to, so the descriptions line up with its other options.
 */
export function siteHelp(width = 12): string {
  const indent = ' '.repeat(width + 4);
  return `  ${'--site <dir>'.padEnd(width)}  the site folder (content/ + templates/); default: the current\n${indent}folder when it holds one, else the bundled demo store`;
}

/** "the demo store" or the site's folder, for messages. */
export function describeSite(site: SiteFolder): string {
  return site.isDemo ? `the demo store (${site.root})` : site.root;
}
