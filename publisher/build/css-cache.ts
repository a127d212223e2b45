/**
 * The minified site.css kept in the site's cache by what it was made from: minifying starts esbuild's service, about
 * half a second of every rebuild, though the stylesheet changes only with the template.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { version } from 'esbuild';
import { minifyCss, type MinifiedCss } from './minify-css';

/** The stylesheet minified, from `cacheDir` when this source was minified before by this esbuild. */
export function minifyCssCached(source: string, cacheDir: string): MinifiedCss {
  const key = createHash('sha1').update(version).update('\u0000').update(source).digest('hex');
  const file = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MinifiedCss;
  } catch {
    // not minified before (or an unreadable entry): made again below
  }
  const minified = minifyCss(source);
  // One entry: the template's last stylesheet.
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(minified));
  return minified;
}

