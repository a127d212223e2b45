/**
 * What the cache holds for the site's images right now, read synchronously when the site loads: for each content
 * image with a complete cache entry, its size, colours, rendition widths and files. Images without one (not
 * processed yet, or unreadable) are simply absent: pages then show the original file.
 */
import path from 'node:path';
import type { ColorData } from './color-data';
import { entryDir, imageCacheDir, readCompleteEntry } from './image-cache';
import { plannedUrl, renditionBase, renditionFileName, type RenditionFormat } from './rendition-plan';
import { listSourceImages } from './source-images';

export interface CatalogImage {
  /** the original's URL, as content's `assetUrl` names it */
  url: string;
  width: number;
  height: number;
  colorData: ColorData;
  /** `/images/mug.3f2a9c1b`: renditions are `<base>.<width>w.<format>` */
  base: string;
  fallback: Extract<RenditionFormat, 'jpg' | 'png'>;
  /** widths that exist in every format, smallest first */
  widths: number[];
  /** every rendition: its published URL and its file in the cache */
  files: { url: string; file: string }[];
}

export type ImageCatalog = Map<string, CatalogImage>;

export function readImageCatalog(projectRoot: string, cacheDir: string = imageCacheDir(projectRoot)): ImageCatalog {
  const catalog: ImageCatalog = new Map();
  for (const source of listSourceImages(projectRoot)) {
    const dir = entryDir(cacheDir, source.hash);
    const meta = readCompleteEntry(dir);
    if (!meta) continue;
    const base = renditionBase(source.url, source.hash);
    const fallback = meta.hasAlpha ? 'png' : 'jpg';
    catalog.set(source.url, {
      url: source.url,
      width: meta.width,
      height: meta.height,
      colorData: meta.colorData,
      base,
      fallback,
      widths: [...new Set(meta.renditions.map((r) => r.width))].sort((a, b) => a - b),
      files: meta.renditions.map((r) => ({ url: plannedUrl(base, r), file: path.join(dir, renditionFileName(r)) })),
    });
  }
  return catalog;
}

/** The catalog as one text: two catalogs put the same data into content when their keys are equal. */
export function catalogKey(catalog: ImageCatalog): string {
  return JSON.stringify([...catalog.values()]);
}
