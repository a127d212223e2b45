// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the published site, several at once on
// libuv's thread pool; a copy newer than its original is kept (a rebuild that did not touch a file costs nothing).
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HASHED_ASSETS_PREFIX, isCompressible, MIN_COMPRESS_BYTES } from '../../server/serving';

const brotli = promisify(brotliCompress);

/**
 * Brotli's best quality costs ~50 ms on a 20 KB page here: fine for Astro's hashed bundles (few, cached for a year),
 * not for 10,000 product pages. Quality 5 is ~20x faster and ~10% larger on pages.
 */
const HASHED_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 5;
/**
 * gzip's best level too costs ~5 ms on a 28 KB product page here and level 6 ~3 ms for 0.5% more bytes: 12,000 pages
 * spent more time in gzip than in brotli. Only a browser without brotli downloads the .gz.
 */
const HASHED_GZIP_LEVEL = constants.Z_BEST_COMPRESSION;
const PAGE_GZIP_LEVEL = 6;
const gzipAsync = promisify(gzip);

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

/** Every file below `dir` (paths absolute). */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
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

async function compressOne(file: string, hashed: boolean, report: CompressionReport): Promise<void> {
  const source = await stat(file);
  if (source.size < MIN_COMPRESS_BYTES) return;
  if (await upToDate(file, source.mtimeMs)) {
    report.unchanged++;
    return;
  }
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: hashed ? HASHED_QUALITY : PAGE_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: hashed ? HASHED_GZIP_LEVEL : PAGE_GZIP_LEVEL }),
  ]);
  await Promise.all([replaceFile(`${file}.br`, br), replaceFile(`${file}.gz`, gz)]);
  report.compressed++;
  report.originalBytes += bytes.length;
  report.brotliBytes += br.length;
  report.gzipBytes += gz.length;
}

/**
 * Compresses the text assets below `distDir`, `concurrency` files at a time (default: one per core), except the
 * files named in `skip` (paths relative to distDir: the host rule files, which no visitor downloads). The files named
 * in `current` (relative too: pages an incremental build reused with their copies) count as unchanged unread.
 */
export async function compressAssets(
  distDir: string,
  concurrency = availableParallelism(),
  skip: readonly string[] = [],
  current: readonly string[] = [],
): Promise<CompressionReport> {
  const report: CompressionReport = { compressed: 0, unchanged: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const skipped = new Set(skip.map((name) => path.join(distDir, name)));
  const known = new Set(current.map((name) => path.join(distDir, name)));
  const queue = (await filesBelow(distDir)).filter((file) => {
    if (!isCompressible(file) || path.basename(file).startsWith('.') || skipped.has(file)) return false;
    if (!known.has(file)) return true;
    report.unchanged++;
    return false;
  });
  const hashedDir = path.join(distDir, ...HASHED_ASSETS_PREFIX.split('/').filter(Boolean)) + path.sep;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressOne(file, file.startsWith(hashedDir), report);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}
