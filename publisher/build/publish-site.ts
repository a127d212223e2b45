/**
 * `kiosk build`: publishes a site folder into its dist/ atomically and incrementally.
 *  1. the Astro shell (bundles, site/public, the layout) for the current Kiosk code, cached (astro-shell.ts);
 *  2. the content images' renditions (publisher/images/);
 *  3. beside dist/, a new folder gets the shell's files, the published assets, the site-wide files (search index,
 *     sitemap, robots.txt, site.css, feeds; an unchanged item's search entry comes from the last index) and every
 *     page: a page whose inputs did not change since the last build is linked from it (on a thread of its own,
 *     link-pages.ts), the others are rendered across the cores (page-inputs.ts, render-pages.ts; a first build's
 *     workers start rendering while this thread does the rest);
 *  4. the protected pages move to the private folder, the hosting step runs (API origin, CSP hashes, host rule
 *     files, .br/.gz copies), the manifest is written, and the new folders replace the published ones (swap-folders.ts).
 * Any failure before the swap leaves the published site as it was.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_PREFIX, privateDirOf } from '../../schemas/page-access';
import { SEARCH_INDEX_URL } from '../../schemas/search';
import { listPublishedAssets } from '../assets';
import { describeHosting, publishHosting } from '../hosting';
import { hostingSettings } from '../hosting/hosting-settings';
import { describeReport, processImages } from '../images/process-images';
import { movePrivatePages } from '../access/move-private-pages';
import { NOT_FOUND_PATH } from '../routes';
import { loadSite, type SitePublisher } from '../site-publisher';
import type { ParsedFiles } from '../source/parsed-files';
import { astroShell } from './astro-shell';
import { releaseHeapGrowth, withBoundedHeaps } from './build-heap';
import { acquireBuildLock } from './build-lock';
import { minifyCssCached } from './css-cache';
import { earlierSearchEntries } from './earlier-search-entries';
import { readBuildManifest, writeBuildManifest, type PageRecord } from './build-manifest';
import { parseShell } from './document';
import { pageFile, pageFilePath } from './page-file';
import { pageFolders } from './page-folders';
import { linkIfThere, linkPagesAside, type PageLink } from './link-pages';
import { PageInputs } from './page-inputs';
import { PARALLEL_FROM, renderPages, startPageWorkers, threadsOf, yieldToWorkers, type PageWorkers } from './render-pages';
export { describePublish } from './describe-publish';
import { removeFolders, stagingDirOf, swapIn } from './swap-folders';

export interface PublishSiteOptions {
  /** the site folder (content/, templates/, kiosk.config.json) */
  siteRoot: string;
  /** Kiosk's folder (its code makes the shell) */
  kioskRoot: string;
  /** the published folder */
  distDir: string;
  /** runs Astro under KIOSK_BUILD_SHELL=1 into `outDir`; resolves to its exit code */
  runAstro(outDir: string): Promise<number>;
  env?: NodeJS.ProcessEnv;
  /** the time pages are rendered at (epoch ms) */
  now?: number;
  /** rendering threads, this one included (default: one per core) */
  threads?: number;
  log?(line: string): void;
  /** called once the new folders are complete, before they replace the published ones (tests) */
  beforeSwap?(stagingDir: string): void;
  /** the items kept by a long-lived build (`kiosk build --watch`) from its last build: only changed ones are read */
  items?: ParsedFiles;
}

export interface PublishSiteReport {
  /** every page published (the not-found page and the protected pages included) */
  pages: number;
  /** the pages rendered by this build, in route order */
  rendered: string[];
  /** the pages reused from the last build unchanged */
  reused: number;
  /** pages of the last build that no longer exist */
  removed: string[];
  /** whether Astro ran (Kiosk's code changed, or the first build) */
  shellBuilt: boolean;
}

/** Routes fingerprinted between two looks at the workers' answers while they render a first build. */
const FINGERPRINTS_BETWEEN_YIELDS = 250;

/** Hard-links (else copies) a file; false when there is nothing to link. */
function linkOrCopy(from: string, to: string): boolean {
  if (!existsSync(from)) return false;
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
  return true;
}

/**
 * Makes room for a new file where a linked one may be: writing into a hard link would change the file it shares
 * (the cached shell, the published site). Its compressed copies go too (they would be of the old file).
 */
function clear(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '.br', '.gz']) rmSync(file + suffix, { force: true });
}

/** Links every file below `from` to the same place below `to`; returns their paths (relative, with `/`). */
function linkTree(from: string, to: string): string[] {
  const linked: string[] = [];
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, file);
    linkOrCopy(file, path.join(to, relative));
    linked.push(relative.split(path.sep).join('/'));
  }
  return linked;
}

/** Where a page is in a published folder: a protected page (under PRIVATE_PREFIX) lives in its private folder. */
function publishedFile(distDir: string, routePath: string): string {
  if (routePath.startsWith(`${PRIVATE_PREFIX}/`)) return pageFilePath(privateDirOf(distDir), routePath.slice(PRIVATE_PREFIX.length));
  return pageFilePath(distDir, routePath);
}

function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * Puts a file into the new folder (`relative`, with `/`): when the published folder holds the same bytes there, that
 * file is linked with its compressed copies, so a rebuild neither writes nor compresses again what did not change.
 */
function placeFile(distDir: string, outDir: string, relative: string, bytes: Buffer): void {
  const target = path.join(outDir, ...relative.split('/'));
  clear(target);
  const published = path.join(distDir, ...relative.split('/'));
  if (sameBytes(published, bytes) && linkIfThere(published, target)) {
    for (const suffix of ['.br', '.gz']) linkIfThere(published + suffix, target + suffix);
    return;
  }
  writeFileSync(target, bytes);
}

/**
 * search-index.json, sitemap.xml, robots.txt, site.css and the feeds, as the Astro endpoints publish them in dev;
 * returns their paths (relative, with `/`).
 */
function writeSiteFiles(site: SitePublisher, distDir: string, outDir: string, cacheDir: string, reusedPaths: ReadonlySet<string>, log: (line: string) => void): string[] {
  const written: string[] = [];
  const write = (relative: string, text: string) => {
    placeFile(distDir, outDir, relative, Buffer.from(text));
    written.push(relative);
  };
  write(SEARCH_INDEX_URL.slice(1), JSON.stringify(site.searchIndex(earlierSearchEntries(distDir, reusedPaths))));
  write('sitemap.xml', site.sitemap() ?? '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n');
  write('robots.txt', site.robots());
  const stylesheet = minifyCssCached(site.stylesheet(), path.join(cacheDir, 'site-css'));
  for (const warning of stylesheet.warnings) log(`kiosk: warning: ${warning}`);
  write('site.css', stylesheet.css);
  for (const feed of site.feeds) write(feed.path.slice(1), site.feed(feed.path) ?? '');
  return written;
}

/** How many item files the site's collections hold (a listing, nothing read): whether the build is big before it loads. */
function itemFileCount(siteRoot: string): number {
  const collections = path.join(siteRoot, 'content', 'collections');
  if (!existsSync(collections)) return 0;
  let count = 0;
  for (const name of readdirSync(collections)) {
    const items = path.join(collections, name, 'items');
    if (existsSync(items)) count += readdirSync(items).length;
  }
  return count;
}

/** Whether a build ran in this process before (`kiosk build --watch`): a later one starts when it is called. */
let builtBefore = false;

/**
 * With KIOSK_BUILD_TIMINGS=1, a line per step with the seconds it took (where a build's time goes: bench/build).
 * `fromProcessStart`: the first step counts from the process's start (Node's and the CLI's start).
 */
function stepTimer(env: NodeJS.ProcessEnv, log: (line: string) => void, fromProcessStart: boolean): (step: string) => void {
  if (env.KIOSK_BUILD_TIMINGS !== '1') return () => {};
  let last = fromProcessStart ? 0 : performance.now();
  return (step) => {
    const now = performance.now();
    log(`kiosk: [timing] ${step}: ${((now - last) / 1000).toFixed(2)} s`);
    last = now;
  };
}

/** One build at a time into a published folder (build-lock.ts): a second one fails at once, with who holds it. */
export async function publishSite(options: PublishSiteOptions): Promise<PublishSiteReport> {
  const release = acquireBuildLock(options.distDir);
  try {
    return await publishUnlocked(options);
  } finally {
    release();
  }
}

async function publishUnlocked(options: PublishSiteOptions): Promise<PublishSiteReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = options.env ?? process.env;
  const distDir = path.resolve(options.distDir);
  const cacheDir = path.join(options.siteRoot, '.kiosk-cache');
  const fromProcessStart = !builtBefore;
  builtBefore = true;
  const step = stepTimer(env, log, fromProcessStart);
  step(fromProcessStart ? 'start (Node, the CLI, the build code)' : 'start');

  const shell = await astroShell(options.kioskRoot, path.join(cacheDir, 'astro-shell'), options.runAstro);
  log(`kiosk: ${shell.built ? 'built' : 'reused'} the Astro shell (islands bundles, layout) for this version of Kiosk`);
  step('shell');
  log(`kiosk: ${describeReport(await processImages(options.siteRoot))}`);
  step('images');
  const now = options.now ?? Date.now();
  const settings = hostingSettings(options.siteRoot, env);
  const apiOrigin = settings.apiRewrite ? undefined : settings.apiOrigin;

  const staging = stagingDirOf(distDir);
  removeFolders(staging);
  let workers: PageWorkers | undefined;
  let linking: Promise<PageLink[]> = Promise.resolve([]);
  try {
    mkdirSync(staging, { recursive: true });
    const previous = readBuildManifest(distDir);
    // A first build of a big site renders every page: its workers load the site while this thread loads it too.
    if (!previous && threadsOf(options) > 1 && itemFileCount(options.siteRoot) >= PARALLEL_FROM) {
      workers = startPageWorkers({ root: options.siteRoot, now, shellHtml: shell.html, outDir: staging, apiOrigin, threads: options.threads });
    }
    const site = loadSite({ root: options.siteRoot, now, items: options.items });
    step('load the site');
    const paths = [...site.pageRoutes().map((r) => r.path), NOT_FOUND_PATH];
    const routeInputs = new Map<string, string>();
    const records: Record<string, PageRecord> = {};
    // A first build renders every page: its workers start on them while this thread does the rest below.
    const everyPage = !previous && workers !== undefined;
    const toRender: string[] = everyPage ? paths : [];
    let inputs: PageInputs | undefined;
    // The pages a rebuild takes from the last build, linked on a thread of their own while this one goes on.
    const reused: { routePath: string; link: PageLink }[] = [];
    // Every other file put into the new folder (relative, with `/`): the folders holding only a page are known by it.
    const placed: string[] = [];
    const prepare = async () => {
      inputs = new PageInputs(site, [shell.key, JSON.stringify(apiOrigin ?? null)]);
      for (const [index, routePath] of paths.entries()) {
        const route = routePath === NOT_FOUND_PATH ? site.notFoundRoute() : site.publishedRoute(routePath);
        if (!route) throw new Error(`no route for ${routePath}`);
        const own = inputs.routeInputs(route);
        routeInputs.set(routePath, own);
        if (index % FINGERPRINTS_BETWEEN_YIELDS === FINGERPRINTS_BETWEEN_YIELDS - 1) await yieldToWorkers();
        if (everyPage) continue;
        const last = previous?.pages[routePath];
        if (last && last.fingerprint === inputs.fingerprint(own, last.itemsRead)) {
          reused.push({ routePath, link: { from: publishedFile(distDir, routePath), to: pageFilePath(staging, routePath) } });
          records[routePath] = last;
        } else toRender.push(routePath);
      }
      linking = linkPagesAside(reused.map((page) => page.link));
      step(`fingerprints (${paths.length} pages, ${toRender.length} to render)`);

      placed.push(...linkTree(shell.dir, staging));
      for (const asset of listPublishedAssets(options.siteRoot)) {
        const relative = asset.url.replace(/^\/+/, '');
        placeFile(distDir, staging, relative, readFileSync(asset.file));
        placed.push(relative);
      }
      placed.push(...writeSiteFiles(site, distDir, staging, cacheDir, new Set(reused.map((page) => page.routePath)), log));
      step('shell files, assets, site files');
      await yieldToWorkers();
    };
    if (!everyPage) await prepare();
    const render = (routes: string[]) => renderPages(site, routes, {
      root: options.siteRoot,
      now,
      shellHtml: shell.html,
      shell: parseShell(shell.html),
      outDir: staging,
      apiOrigin,
      threads: options.threads,
      workers,
      first: everyPage ? prepare : undefined,
    });
    // Many pages: the heaps kept near their live size (build-heap.ts); a few: not worth a full collection. Workers
    // started early bound them as they loaded, and a few pages stop them unused: V8's own choice again after that.
    const rendered = toRender.length >= PARALLEL_FROM ? await withBoundedHeaps(() => render(toRender)) : await render(toRender).finally(releaseHeapGrowth);
    // A page of the last build whose file is gone (removed by hand) is rendered after all.
    const missing = new Set((await linking).map((link) => link.to));
    if (missing.size > 0) {
      const again = reused.filter((page) => missing.has(page.link.to)).map((page) => page.routePath);
      for (const routePath of again) delete records[routePath];
      rendered.push(...(await render(again)));
    }
    if (!inputs) throw new Error('the page inputs were not worked out');
    const renderedPaths = new Set(rendered.map((page) => page.path));
    for (const page of rendered) {
      records[page.path] = { fingerprint: inputs.fingerprint(routeInputs.get(page.path) as string, page.itemsRead), itemsRead: page.itemsRead, scriptHashes: page.scriptHashes };
    }

    step('render');
    const privateDir = movePrivatePages(staging);
    const known = new Map<string, readonly string[]>();
    for (const [routePath, record] of Object.entries(records)) known.set(publishedFile(staging, routePath), record.scriptHashes);
    // The pages left in the published folder (the protected ones moved out above).
    const publicPaths = Object.keys(records).filter((routePath) => !routePath.startsWith(`${PRIVATE_PREFIX}/`));
    // A reused page came with its compressed copies (link-pages.ts links them); a rendered one got them as it was written.
    const reusedPaths = publicPaths.filter((routePath) => !renderedPaths.has(routePath));
    const compressed = [...reusedPaths, ...rendered.filter((page) => page.compressed).map((page) => page.path)].map((routePath) => pageFile(routePath));
    const knownFolders = pageFolders(publicPaths.map(pageFile), placed);
    const hosting = await publishHosting({ distDir: staging, privateDir, siteRoot: options.siteRoot, env, knownPages: known, compressed, knownFolders });
    log(`kiosk: ${describeHosting(hosting).replace(staging, distDir)}`);
    step('hosting (page pass, host rules, compression)');
    writeBuildManifest(staging, records);
    options.beforeSwap?.(staging);
    swapIn(staging, distDir);
    step('manifest, swap');
    const order = new Map(paths.map((p, i) => [p, i]));
    return {
      pages: paths.length,
      rendered: rendered.map((p) => p.path).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
      reused: paths.length - rendered.length,
      removed: previous ? Object.keys(previous.pages).filter((p) => !order.has(p)) : [],
      shellBuilt: shell.built,
    };
  } catch (error) {
    await workers?.stop();
    // Nothing may still be writing into the folder that goes.
    await linking.catch(() => undefined);
    // A worker bounds the heaps once it has loaded the site (page-worker.ts), even when the build fails before rendering.
    releaseHeapGrowth();
    removeFolders(staging);
    throw error;
  }
}
