/**
 * The rendition cache: `<projectRoot>/.kiosk-cache/images/<hash>/` holds one source image's renditions
 * (`500w.avif`…) and, written last, `meta.json` (size, colours, the files). An entry whose meta.json exists and
 * whose files are all there is complete and reused by every later build; files are written under a temporary
 * name and renamed, so builds running at the same time never see half a file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ColorData } from './color-data';
import { renditionFileName, type RenditionFormat } from './rendition-plan';

export interface CachedRendition {
  width: number;
  height: number;
  format: RenditionFormat;
  bytes: number;
}

export interface CacheEntryMeta {
  /** the source's pixel size after EXIF orientation */
  width: number;
  height: number;
  hasAlpha: boolean;
  colorData: ColorData;
  renditions: CachedRendition[];
}

export const CACHE_FOLDER = path.join('.kiosk-cache', 'images');

export function imageCacheDir(projectRoot: string): string {
  return path.join(projectRoot, CACHE_FOLDER);
}

export function entryDir(cacheDir: string, hash: string): string {
  return path.join(cacheDir, hash.slice(0, 24));
}

const META = 'meta.json';

function isMeta(value: unknown): value is CacheEntryMeta {
  if (value === null || typeof value !== 'object') return false;
  const meta = value as Partial<CacheEntryMeta>;
  return (
    Number.isInteger(meta.width) &&
    Number.isInteger(meta.height) &&
    typeof meta.hasAlpha === 'boolean' &&
    meta.colorData !== null &&
    typeof meta.colorData === 'object' &&
    Array.isArray(meta.renditions)
  );
}

/** The entry's meta when it is complete (every listed file present), else undefined. */
export function readCompleteEntry(dir: string): CacheEntryMeta | undefined {
  const file = path.join(dir, META);
  if (!existsSync(file)) return undefined;
  let meta: unknown;
  try {
    meta = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isMeta(meta)) return undefined;
  return meta.renditions.every((r) => existsSync(path.join(dir, renditionFileName(r)))) ? meta : undefined;
}

/** Writes `data` to `file` through a temporary name in the same folder, so readers see all of it or nothing. */
export function writeAtomically(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

export function writeEntryMeta(dir: string, meta: CacheEntryMeta): void {
  writeAtomically(path.join(dir, META), `${JSON.stringify(meta, null, 1)}\n`);
}
