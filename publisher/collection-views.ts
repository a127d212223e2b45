/**
 * A product collection's category filter and sort as pages a static host serves (no JavaScript, shareable links):
 * `/shop/category/<slug>` per category, `/shop/sort/<key>` and `/shop/category/<slug>/sort/<key>` per sort. Every
 * view's collection carries `browse` (the links, the current one marked) for the template; sorted views are hidden
 * from search engines (`seoData.seoHidden`: noindex, not in the sitemap), category views are pages of their own.
 */
import { getFromPrice } from '../engine/commerce';
import type { ContentCollection } from './source/load-content';
import type { JsonObject } from './source/read-json';

export interface CollectionView {
  path: string;
  collection: ContentCollection;
}

interface SortOrder {
  key: string;
  title: string;
  /** `byName`: the items' order by title in the page's language (ties: 0). */
  compare(a: JsonObject, b: JsonObject, byName: NameOrder): number;
}

type NameOrder = (a: JsonObject, b: JsonObject) => number;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const titleOf = (item: JsonObject): string => (typeof item.title === 'string' ? item.title : '');

/**
 * The items' order by title as one number each (equal titles, to the collator, share it): the collator compares
 * once per collection, not within every sort of every category (a third of listing the routes at 10,000 products).
 */
function nameOrder(items: readonly JsonObject[], collator: Intl.Collator): NameOrder {
  const titled = items.map((item) => ({ item, title: titleOf(item) })).sort((a, b) => collator.compare(a.title, b.title));
  const rank = new Map<JsonObject, number>();
  titled.forEach((entry, i) => {
    const previous = titled[i - 1];
    rank.set(entry.item, previous && collator.compare(previous.title, entry.title) === 0 ? (rank.get(previous.item) as number) : i);
  });
  return (a, b) => (rank.get(a) as number) - (rank.get(b) as number);
}
/** Each product's price once: a sort compares every product many times, and working one out reads all its variants. */
const prices = new WeakMap<JsonObject, number>();
const priceOf = (item: JsonObject): number => {
  let cents = prices.get(item);
  if (cents === undefined) {
    cents = getFromPrice(item).cents;
    prices.set(item, cents);
  }
  return cents;
};

/** The sorts offered besides the collection's own order ("Featured", the collection's page itself). */
export const SORT_ORDERS: readonly SortOrder[] = [
  { key: 'newest', title: 'Newest', compare: (a, b, byName) => num(b.publishOn) - num(a.publishOn) || byName(a, b) },
  { key: 'price-low-high', title: 'Price, low to high', compare: (a, b, byName) => priceOf(a) - priceOf(b) || byName(a, b) },
  { key: 'price-high-low', title: 'Price, high to low', compare: (a, b, byName) => priceOf(b) - priceOf(a) || byName(a, b) },
  { key: 'name', title: 'Name, A–Z', compare: (a, b, byName) => byName(a, b) },
];
const FEATURED = 'Featured';
const ALL = 'All';

/** `Home & Garden` → `home-garden`; a name with no letters or digits keeps a placeholder. */
export function categorySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'category';
}

function categoriesOf(item: JsonObject): string[] {
  return Array.isArray(item.categories) ? item.categories.filter((c): c is string => typeof c === 'string' && c !== '') : [];
}

/** The collection's categories in its own order, then any an item names that the collection does not; only those with items. */
function usedCategories(collection: ContentCollection, itemCategories: ReadonlyMap<JsonObject, string[]>): string[] {
  const declared = Array.isArray(collection.collection.categories) ? collection.collection.categories.filter((c): c is string => typeof c === 'string') : [];
  const used = new Set([...itemCategories.values()].flat());
  const names = [...declared.filter((c) => used.has(c)), ...[...used].filter((c) => !declared.includes(c))];
  return [...new Set(names)];
}

/** Slugs by category name, unique within the collection (`-2`, `-3` for names that slug alike). */
function slugsFor(categories: string[]): Map<string, string> {
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of categories) {
    const base = categorySlug(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(name, slug);
  }
  return slugs;
}

/**
 * The views of a product collection at `base` (its own page first, with the links added), or the collection alone
 * when there is nothing to choose (not a store, fewer than two products).
 */
export function collectionViews(collection: ContentCollection, base: string, locale: string): CollectionView[] {
  if (collection.collection.typeName !== 'products' || collection.items.length < 2) return [{ path: base, collection }];
  const root = base === '/' ? '' : base;
  // Each item's categories once: the used ones are listed from them, and every category's five views filter by them.
  const itemCategories = new Map(collection.items.map((item) => [item, categoriesOf(item)]));
  const categories = usedCategories(collection, itemCategories);
  // One category for everything filters nothing.
  const slugs = slugsFor(categories.length > 1 ? categories : []);
  const byName = nameOrder(collection.items, new Intl.Collator(locale, { sensitivity: 'base', numeric: true }));
  const categoryPath = (name: string | undefined) => (name === undefined ? root : `${root}/category/${slugs.get(name) ?? ''}`);
  const sortPath = (name: string | undefined, sort: string | undefined) => {
    const path = categoryPath(name);
    return sort === undefined ? path || '/' : `${path}/sort/${sort}`;
  };

  const view = (category: string | undefined, sort: SortOrder | undefined): CollectionView => {
    const own = category === undefined ? collection.items : collection.items.filter((item) => itemCategories.get(item)!.includes(category));
    const items = sort ? [...own].sort((a, b) => sort.compare(a, b, byName)) : own;
    const browse: JsonObject = {
      category: category ?? null,
      categories: slugs.size === 0 ? [] : [
        { title: ALL, url: sortPath(undefined, sort?.key), current: category === undefined },
        ...[...slugs.keys()].map((name) => ({ title: name, url: sortPath(name, sort?.key), current: name === category })),
      ],
      sorts: [
        { title: FEATURED, url: sortPath(category, undefined), current: sort === undefined },
        ...SORT_ORDERS.map((s) => ({ title: s.title, url: sortPath(category, s.key), current: s.key === sort?.key })),
      ],
    };
    const seoData = (collection.collection.seoData ?? {}) as JsonObject;
    return {
      path: sortPath(category, sort?.key),
      collection: {
        urlId: collection.urlId,
        collection: {
          ...collection.collection,
          ...(category === undefined ? {} : { title: category }),
          itemCount: items.length,
          browse,
          // A sorted list repeats another page's products: kept out of search results.
          ...(sort === undefined ? {} : { seoData: { ...seoData, seoHidden: true } }),
        },
        // Unsorted, a category lists its products in the collection's own order (the page context applies it); a
        // sorted view lists them as sorted, the same records (a copy of each cost 80,000 copies at 10,000 products).
        items,
        ...(sort === undefined ? {} : { listedInOrder: true }),
      },
    };
  };

  const views: CollectionView[] = [];
  for (const category of [undefined, ...slugs.keys()]) {
    views.push(view(category, undefined));
    for (const sort of SORT_ORDERS) views.push(view(category, sort));
  }
  return views;
}
