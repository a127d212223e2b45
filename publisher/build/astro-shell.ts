/**
 * The Astro half of a build (publisher/build/shell-mode.ts): the islands' bundles, site/public and the shell page,
 * built once per version of Kiosk's own code and kept in the site's cache, so a build that changes only content
 * does not run Astro at all. Kept with their .br/.gz copies (brotli's best quality on the bundles costs seconds).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressAssets } from '../hosting/compress-assets';
import { kioskCodeKey } from './code-key.mjs';
import { pageFilePath } from './page-file';
import { SHELL_PATH } from './shell-mode';

/** What the shell build writes that the publisher writes itself for the site. */
const SITE_FILES = ['404.html', 'robots.txt', 'sitemap.xml', 'site.css', 'search-index.json'];
/** Older shells kept beside the current one (another build of the same site may still read one). */
const KEEP = 3;

export interface AstroShell {
  /** the built files to publish (the islands' bundles, site/public) */
  dir: string;
  /** the shell page (publisher/build/document.ts parses it) */
  html: string;
  /** the version of Kiosk's code it was built from */
  key: string;
  /** false when it came from the cache */
  built: boolean;
}

function removeOldShells(cacheDir: string, current: string): void {
  const others = readdirSync(cacheDir)
    .filter((name) => name !== current && !name.includes('.tmp-'))
    .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of others.slice(KEEP)) rmSync(path.join(cacheDir, old.name), { recursive: true, force: true });
}

/**
 * The shell for the current code: from `cacheDir` when built before, else built by `runAstro(outDir)` (Astro
 * under KIOSK_BUILD_SHELL=1; resolves to its exit code) into a temporary folder then moved into place whole.
 */
export async function astroShell(kioskRoot: string, cacheDir: string, runAstro: (outDir: string) => Promise<number>): Promise<AstroShell> {
  const key = kioskCodeKey(kioskRoot);
  const ready = path.join(cacheDir, key);
  const shellFile = path.join(ready, 'shell.html');
  let built = false;
  if (!existsSync(shellFile)) {
    mkdirSync(cacheDir, { recursive: true });
    const temp = path.join(cacheDir, `${key}.tmp-${process.pid}`);
    rmSync(temp, { recursive: true, force: true });
    const outDir = path.join(temp, 'dist');
    const code = await runAstro(outDir);
    if (code !== 0) {
      rmSync(temp, { recursive: true, force: true });
      throw new Error(`astro build exited with ${code}`);
    }
    const shellPage = pageFilePath(outDir, SHELL_PATH);
    const html = readFileSync(shellPage, 'utf8');
    rmSync(path.dirname(shellPage), { recursive: true, force: true });
    for (const name of SITE_FILES) rmSync(path.join(outDir, name), { force: true });
    await compressAssets(outDir);
    // Written last: its presence marks a complete shell.
    writeFileSync(path.join(temp, 'shell.html'), html);
    try {
      renameSync(temp, ready);
    } catch {
      // Another build of this site finished the same shell first.
      rmSync(temp, { recursive: true, force: true });
    }
    built = true;
  }
  removeOldShells(cacheDir, key);
  return { dir: path.join(ready, 'dist'), html: readFileSync(shellFile, 'utf8'), key, built };
}
