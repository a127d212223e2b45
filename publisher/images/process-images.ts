/**
 * Makes the renditions of every content image before the pages render (kiosk build; in the background under
 * kiosk dev): cached entries are reused, missing ones encoded with sharp, at most one job per core.
 */
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeRendition, readSourceFacts } from './encode-image';
import { entryDir, imageCacheDir, readCompleteEntry, writeAtomically, writeEntryMeta, type CacheEntryMeta } from './image-cache';
import { planRenditions, renditionFileName } from './rendition-plan';
import { runLimited } from './run-limited';
import { listSourceImages, type SourceImage } from './source-images';

export interface ProcessImagesOptions {
  /** the cache folder (default `<projectRoot>/.kiosk-cache/images`) */
  cacheDir?: string;
  /** encoding jobs in flight (default: the number of cores) */
  concurrency?: number;
}

export interface ProcessImagesReport {
  images: number;
  /** images whose cache entry was complete */
  reused: number;
  /** rendition files encoded by this run */
  encoded: number;
  /** images that could not be read (they are published as they are, without renditions) */
  failed: { url: string; error: string }[];
  ms: number;
}

interface Pending {
  source: SourceImage;
  dir: string;
}

/** Size and colours first (cheap), then the plan's files as jobs shared across all images. */
async function encodeEntries(pending: Pending[], concurrency: number, report: ProcessImagesReport): Promise<void> {
  const entries: { item: Pending; meta: CacheEntryMeta }[] = [];
  await runLimited(
    pending.map((item) => async () => {
      try {
        const facts = await readSourceFacts(readFileSync(item.source.file));
        const renditions = planRenditions(facts.width, facts.height, facts.hasAlpha).map((r) => ({ ...r, bytes: 0 }));
        entries.push({ item, meta: { ...facts, renditions } });
      } catch (error) {
        report.failed.push({ url: item.source.url, error: (error as Error).message });
      }
    }),
    concurrency,
  );
  const broken = new Set<Pending>();
  const jobs = entries.flatMap(({ item, meta }) =>
    meta.renditions.map((rendition) => async () => {
      if (broken.has(item)) return;
      try {
        // Read again per job rather than held: a store with thousands of images keeps a flat memory.
        const data = await encodeRendition(readFileSync(item.source.file), rendition);
        writeAtomically(path.join(item.dir, renditionFileName(rendition)), data);
        rendition.bytes = data.length;
        report.encoded++;
      } catch (error) {
        broken.add(item);
        report.failed.push({ url: item.source.url, error: (error as Error).message });
      }
    }),
  );
  await runLimited(jobs, concurrency);
  // meta.json last: it is what makes an entry complete.
  for (const { item, meta } of entries) if (!broken.has(item)) writeEntryMeta(item.dir, meta);
}

export async function processImages(projectRoot: string, options: ProcessImagesOptions = {}): Promise<ProcessImagesReport> {
  const startedAt = performance.now();
  const cacheDir = options.cacheDir ?? imageCacheDir(projectRoot);
  const concurrency = options.concurrency ?? availableParallelism();
  const sources = listSourceImages(projectRoot);
  const report: ProcessImagesReport = { images: sources.length, reused: 0, encoded: 0, failed: [], ms: 0 };
  const pending: Pending[] = [];
  for (const source of sources) {
    const dir = entryDir(cacheDir, source.hash);
    if (readCompleteEntry(dir)) report.reused++;
    else pending.push({ source, dir });
  }
  await encodeEntries(pending, concurrency, report);
  report.ms = Math.round(performance.now() - startedAt);
  return report;
}

/** One line for the build log. */
export function describeReport(report: ProcessImagesReport): string {
  const failed = report.failed.map((f) => `; ${f.url} could not be read (${f.error}), published without renditions`);
  return (
    `images: ${report.images} sources, ${report.reused} from the cache, ${report.encoded} renditions made ` +
    `in ${(report.ms / 1000).toFixed(1)} s${failed.join('')}`
  );
}
