/**
 * Puts what the build knows about each content image into the records that show it, so the engine's image
 * formatters can point at real files without reading any: `originalSize` (the file's true size), `colorData`
 * (kept when the content has its own), `systemDataVariants` (the widths that exist) and `renditions`
 * ({ base, fallback }, Kiosk's: where those files are).
 */
import type { SiteContent } from '../source/load-content';
import type { ImageCatalog, CatalogImage } from './image-catalog';

type Json = unknown;

function describe(record: Record<string, unknown>, image: CatalogImage): void {
  const size = `${image.width}x${image.height}`;
  record.originalSize = size;
  record.colorData ??= { ...image.colorData };
  record.systemDataVariants = [size, ...image.widths.map((width) => `${width}w`)].join(',');
  record.renditions = { base: image.base, fallback: image.fallback };
}

/**
 * How deep a record's images may lie. Content is read from JSON files, so it is a tree (no cycles, no record shared):
 * a walk needs no memory of what it saw, which cost a third of it. The bound only stops a cycle put in by code.
 */
const MAX_DEPTH = 64;

/**
 * Every object below `value` whose `assetUrl` names a catalogued image. Only objects are visited (an item's text and
 * numbers are most of its values), and a record's keys are read without listing them first.
 */
function visit(value: object, catalog: ImageCatalog, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value as Json[]) if (entry !== null && typeof entry === 'object') visit(entry, catalog, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const url = record.assetUrl;
  const image = typeof url === 'string' ? catalog.get(url) : undefined;
  if (image) describe(record, image);
  for (const key in record) {
    const entry = record[key];
    if (entry !== null && typeof entry === 'object') visit(entry, catalog, depth + 1);
  }
}

/** Describes the images of all of `content` in place (site settings, pages, collections and their items). */
export function attachImageData(content: SiteContent, catalog: ImageCatalog): void {
  if (catalog.size === 0) return;
  visit(content.site, catalog, 0);
  for (const page of content.pages) visit(page.data, catalog, 0);
  for (const collection of content.collections) {
    visit(collection.collection, catalog, 0);
    for (const item of collection.items) visit(item, catalog, 0);
  }
}
