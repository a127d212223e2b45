/**
 * Runs a `<squarespace:query>` against the site's content: the collection's items in its order (newest
 * first for blogs, the shop's own order for products), filtered, skipped and limited, without the item
 * of the page being rendered.
 */
import { collectionOrderOf } from '../page-context';
import type { ContentCollection } from '../source/load-content';
import type { JsonObject } from '../source/read-json';
import type { QuerySpec } from './query-attributes';

function publishedOn(item: JsonObject): number {
  return typeof item.publishOn === 'number' ? item.publishOn : 0;
}

/** A blog's items newest first, sorted once per loaded collection (every page of a build queries the same one). */
const chronological = new WeakMap<ContentCollection, readonly JsonObject[]>();

/** Blogs are chronological whatever their items say; other collections keep their own order (worked out once per build). */
function collectionOrder(collection: ContentCollection): readonly JsonObject[] {
  if (collection.collection.typeName !== 'blog') return collectionOrderOf(collection).list;
  let list = chronological.get(collection);
  if (!list) {
    list = [...collection.items].sort((a, b) => publishedOn(b) - publishedOn(a));
    chronological.set(collection, list);
  }
  return list;
}

function hasAny(value: unknown, wanted: readonly string[]): boolean {
  return Array.isArray(value) && value.some((entry) => typeof entry === 'string' && wanted.includes(entry));
}

function matches(item: JsonObject, spec: QuerySpec): boolean {
  if (spec.featured && item.starred !== true) return false;
  if (spec.categories.length > 0 && !hasAny(item.categories, spec.categories)) return false;
  if (spec.tags.length > 0 && !hasAny(item.tags, spec.tags)) return false;
  return true;
}

export function runQuery(collection: ContentCollection, spec: QuerySpec, currentItemId?: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  let skipped = 0;
  // Stops at the limit: a query shows a few items of a collection of up to 200, on every page that has it.
  for (const item of collectionOrder(collection)) {
    if (found.length >= spec.limit) break;
    if (item.id === currentItemId || !matches(item, spec)) continue;
    if (skipped < spec.skip) skipped++;
    else found.push(item);
  }
  return found;
}
