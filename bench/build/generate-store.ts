/**
 * Writes a store of N products into a new site folder for the build bench: the demo's pages, forms, journal and
 * templates as they are, and its shop grown to N products in collections of 200 (the spec's per-collection
 * maximum), each product a renamed copy of one of the demo's products, so the pages look like the demo's.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Spec: a product collection holds at most 200 items. */
export const PER_COLLECTION = 200;

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** A 24-hex-digit id like the demo's, unique per (collection, index). */
function hexId(prefix: number, index: number): string {
  return `be${prefix.toString(16).padStart(6, '0')}${index.toString(16).padStart(16, '0')}`;
}

/** Every variant gets a sku and id of its own: carts and stock key on them. */
function renameVariants(item: Json, suffix: string): void {
  const content = item.structuredContent as Json | undefined;
  const variants = Array.isArray(content?.variants) ? (content.variants as Json[]) : [];
  for (const variant of variants) {
    if (typeof variant.sku === 'string') variant.sku = `${variant.sku}-${suffix}`;
    if (typeof variant.id === 'string') variant.id = `${variant.id}-${suffix}`;
  }
}

export interface GeneratedStore {
  root: string;
  products: number;
  collections: number;
}

/**
 * `repoRoot`'s content/ and templates/ copied into `root` with N products. The first collection is the demo's
 * `shop` (its own products first, so every link and reference of the demo pages still finds its product).
 */
export function generateStore(repoRoot: string, root: string, products: number): GeneratedStore {
  const contentDir = path.join(repoRoot, 'content');
  cpSync(path.join(repoRoot, 'templates'), path.join(root, 'templates'), { recursive: true });
  cpSync(contentDir, path.join(root, 'content'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(contentDir, 'collections', 'shop')),
  });
  // The renditions the demo's images already have: the bench measures pages, not sharp. With their times: a cached
  // shell's .br/.gz copies older than their files (a copy's own time) would be compressed again by every build.
  const imageCache = path.join(repoRoot, '.kiosk-cache');
  if (existsSync(imageCache)) cpSync(imageCache, path.join(root, '.kiosk-cache'), { recursive: true, preserveTimestamps: true });

  const shopDir = path.join(contentDir, 'collections', 'shop');
  const shop = readJson(path.join(shopDir, 'collection.json'));
  const demoItems = readdirSync(path.join(shopDir, 'items'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(path.join(shopDir, 'items', name)));
  const collections = Math.max(1, Math.ceil(products / PER_COLLECTION));
  let made = 0;
  for (let c = 0; c < collections; c++) {
    const urlId = c === 0 ? 'shop' : `shop-${c + 1}`;
    const collectionId = c === 0 ? String(shop.id) : hexId(c, 0);
    const count = Math.min(PER_COLLECTION, products - made);
    const collection = {
      ...shop,
      id: collectionId,
      urlId,
      fullUrl: `/${urlId}`,
      title: c === 0 ? shop.title : `${String(shop.title)} ${c + 1}`,
      navigationTitle: c === 0 ? shop.navigationTitle : `${String(shop.navigationTitle)} ${c + 1}`,
      itemCount: count,
    };
    const itemsDir = path.join(root, 'content', 'collections', urlId, 'items');
    mkdirSync(itemsDir, { recursive: true });
    writeFileSync(path.join(root, 'content', 'collections', urlId, 'collection.json'), `${JSON.stringify(collection, null, 2)}\n`);
    for (let i = 0; i < count; i++, made++) {
      const base = demoItems[made % demoItems.length];
      const item = structuredClone(base) as Json;
      if (made >= demoItems.length) {
        const suffix = `${c + 1}-${i + 1}`;
        item.id = hexId(c + 1, i + 1);
        item.urlId = `${String(base.urlId)}-${suffix}`;
        item.title = `${String(base.title)} No. ${made + 1}`;
        renameVariants(item, suffix);
      }
      item.collectionId = collectionId;
      item.fullUrl = `/${urlId}/p/${String(item.urlId)}`;
      // Manual order: the shop lists its products in the order written.
      if (typeof base.displayIndex === 'number') item.displayIndex = i;
      writeFileSync(path.join(itemsDir, `${String(item.urlId)}.json`), `${JSON.stringify(item, null, 2)}\n`);
    }
  }
  return { root, products: made, collections };
}
