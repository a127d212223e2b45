// Which variant a restock sign-up names: the content's variant ids (the `data-variant-id` the restock
// form prints) mapped to the catalog's skus, for every product of the store collections in content/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../../engine/commerce/product-fields';
import { foldersIn, jsonFilesIn, readJsonFile } from '../content/json-files';

export interface RestockVariant {
  sku: string;
  attributes: Record<string, string>;
}

export interface RestockProduct {
  title: string;
  /** variant id → its sku and attributes */
  variants: ReadonlyMap<string, RestockVariant>;
}

function stringAttributes(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function toProduct(item: Record<string, unknown>): RestockProduct {
  const content = isRecord(item.structuredContent) ? item.structuredContent : {};
  const variants = new Map<string, RestockVariant>();
  for (const variant of Array.isArray(content.variants) ? content.variants.filter(isRecord) : []) {
    if (typeof variant.id !== 'string' || typeof variant.sku !== 'string') continue;
    variants.set(variant.id, { sku: variant.sku, attributes: stringAttributes(variant.attributes) });
  }
  return { title: typeof item.title === 'string' ? item.title : String(item.id), variants };
}

/** Product id → its variants by id, for the products under content/collections/<store>/items. */
export function loadRestockCatalog(contentDir: string): ReadonlyMap<string, RestockProduct> {
  const products = new Map<string, RestockProduct>();
  for (const folder of foldersIn(join(contentDir, 'collections'))) {
    const collectionFile = join(folder, 'collection.json');
    const collection = existsSync(collectionFile) ? readJsonFile(collectionFile) : undefined;
    if (!isRecord(collection) || collection.typeName !== 'products') continue;
    for (const file of jsonFilesIn(join(folder, 'items'))) {
      const item = readJsonFile(file);
      if (isRecord(item) && typeof item.id === 'string') products.set(item.id, toProduct(item));
    }
  }
  return products;
}
