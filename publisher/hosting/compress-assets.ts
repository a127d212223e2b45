// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the published site, several at once on
// libuv's thread pool; a copy newer than its original is kept (a rebuild that did not touch a file costs nothing).
// A build's pages get theirs from the thread that renders them (compressPage), as it writes each.
import { writeFileSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { HASHED_ASSETS_PREFIX, isCompressible, MIN_COMPRESS_BYTES } from '../../server/serving';
import { publishedFiles } from './published-files';

const brotli = promisify(brotliCompress);

/**
 * Brotli's best quality costs ~50 ms on a 20 KB page here: fine for Astro's hashed bundles (few, cached for a year),
 * not for 10,000 product pages, where compression was a quarter of each page's build time. On a 10,000-product
 * store's pages (600 product and 300 list pages, best of five runs), quality 2 took 0.23 ms on a 34 KB
 * product page and 0.27 ms on a 121 KB list page, against quality 3's 0.30 and 0.44 ms, for 1.5% more bytes (6,875 B
 * against 6,774 B; 5,377 B against 5,293 B): far inside a first round trip's 14 KB either way. Quality 1 was faster
 * still but 12% larger.
 */
const HASHED_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 2;
/**
 * gzip's best level costs ~5 ms on a 28 KB product page here; only a browser without brotli downloads the .gz, so
 * the pages get the fastest level: on the same pages level 1 took 0.23 ms a product page against level 2's 0.26 ms,
 * for 3% more bytes (7,525 B against 7,303 B).
 */
const HASHED_GZIP_LEVEL = constants.Z_BEST_COMPRESSION;
const PAGE_GZIP_LEVEL = 1;
const gzipAsync = promisify(gzip);

/**
 * Stylesheets get the bundles' best quality too: every page waits for site.css before it paints, and it is one small
 * file that changes only with the template (at quality 4 its brotli copy came out larger than its gzip one).
 */
const isStylesheet = (file: string) => file.endsWith('.css');

export interface CompressionReport {
  /** text files compressed now */
  compressed: number;
  /** text files whose copies were already up to date */
  unchanged: number;
  /** bytes of the files compressed now, and of their copies */
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function upToDate(file: string, mtimeMs: number): Promise<boolean> {
  for (const suffix of ['.br', '.gz']) {
    const copy = await stat(file + suffix).catch(() => undefined);
    if (!copy || copy.mtimeMs < mtimeMs) return false;
  }
  return true;
}

/** Replaced, not written over: a copy may be shared (hard-linked) with the published site's or a cached one. */
async function replaceFile(file: string, bytes: Buffer): Promise<void> {
  await writeFile(`${file}.tmp`, bytes);
  await rename(`${file}.tmp`, file);
}

/** `best`: the best quality (hashed bundles, stylesheets); otherwise the pages' quicker one. */
function brotliOptions(best: boolean, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: best ? HASHED_QUALITY : PAGE_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function gzipOptions(best: boolean): ZlibOptions {
  return { level: best ? HASHED_GZIP_LEVEL : PAGE_GZIP_LEVEL };
}

/**
 * Writes the copies of a page just written to `file` (a new file of the folder being assembled: nothing shares it),
 * in this thread: the rendering threads are busy anyway, and the page's bytes are at hand. The copies are those
 * compressAssets would make. False when the page is too small to be worth them.
 */
export function compressPage(file: string, bytes: Buffer): boolean {
  if (bytes.length < MIN_COMPRESS_BYTES) return false;
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, brotliOptions(false, bytes.length)));
  writeFileSync(`${file}.gz`, gzipSync(bytes, gzipOptions(false)));
  return true;
}

async function compressOne(file: string, best: boolean, report: CompressionReport): Promise<void> {
  const source = await stat(file);
  if (source.size < MIN_COMPRESS_BYTES) return;
  if (await upToDate(file, source.mtimeMs)) {
    report.unchanged++;
    return;
  }
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([brotli(bytes, brotliOptions(best, bytes.length)), gzipAsync(bytes, gzipOptions(best))]);
  await Promise.all([replaceFile(`${file}.br`, br), replaceFile(`${file}.gz`, gz)]);
  report.compressed++;
  report.originalBytes += bytes.length;
  report.brotliBytes += br.length;
  report.gzipBytes += gz.length;
}

/**
 * Compresses the text assets below `distDir`, `concurrency` files at a time (default: one per core), except the
 * files named in `skip` (paths relative to distDir: the host rule files, which no visitor downloads). The files named
 * in `current` (relative too: pages that came with their copies, reused by a rebuild or compressed as they were
 * rendered) count as unchanged unread. `listed`: every file below distDir (publishedFiles), when the caller has walked it.
 */
export async function compressAssets(
  distDir: string,
  concurrency = availableParallelism(),
  skip: readonly string[] = [],
  current: readonly string[] = [],
  listed?: readonly string[],
): Promise<CompressionReport> {
  const report: CompressionReport = { compressed: 0, unchanged: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const skipped = new Set(skip.map((name) => path.join(distDir, name)));
  const known = new Set(current.map((name) => path.join(distDir, name)));
  const queue = (listed ?? publishedFiles(distDir)).filter((file) => {
    if (!isCompressible(file) || path.basename(file).startsWith('.') || skipped.has(file)) return false;
    if (!known.has(file)) return true;
    report.unchanged++;
    return false;
  });
  const hashedDir = path.join(distDir, ...HASHED_ASSETS_PREFIX.split('/').filter(Boolean)) + path.sep;
  const bestFor = (file: string) => file.startsWith(hashedDir) || isStylesheet(file);
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressOne(file, bestFor(file), report);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}
