/**
 * The content images that get renditions (content/images/**, published at /images/**) and the content hash that
 * keys their cache entry. Hashes are remembered by path, size and modification time, so the dev server, which
 * reloads the site on every request, reads each file once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesBelow } from '../source/files-below';

/** Formats sharp reads that are photos or pictures (not SVG: it scales by itself; not GIF: it may be animated). */
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff']);

/**
 * Part of every cache key: change it when the encoder settings or the rendition plan change, so old entries
 * are not reused.
 */
export const PIPELINE_VERSION = 'kiosk-images-1 avif q45 e2; webp q72; jpeg q75 mozjpeg; png9; widths 100-2500 + own width 1.2x';

export interface SourceImage {
  /** `/images/shop/mug.jpg` */
  url: string;
  file: string;
  /** sha256 of PIPELINE_VERSION and the file's bytes, hex */
  hash: string;
}

const known = new Map<string, { size: number; mtimeMs: number; hash: string }>();

function hashOf(file: string): string {
  const stat = statSync(file);
  const seen = known.get(file);
  if (seen && seen.size === stat.size && seen.mtimeMs === stat.mtimeMs) return seen.hash;
  const hash = createHash('sha256').update(PIPELINE_VERSION).update(readFileSync(file)).digest('hex');
  known.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, hash });
  return hash;
}

/** Every raster image below `<projectRoot>/content/images`, with its URL and hash. */
export function listSourceImages(projectRoot: string): SourceImage[] {
  const dir = path.join(projectRoot, 'content', 'images');
  return filesBelow(dir).filter((file) => RASTER.has(path.extname(file).toLowerCase())).map((file) => ({
    url: `/images/${path.relative(dir, file).split(path.sep).join('/')}`,
    file,
    hash: hashOf(file),
  }));
}
