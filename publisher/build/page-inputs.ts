/**
 * What each page is made from, as one fingerprint per page, so a rebuild renders only the pages whose inputs
 * changed. A page's inputs: the site-wide ones (Kiosk's code, the templates, website/navigation/forms, the access
 * plan, the hosting settings), its route's own content (the page file; the collection with its items in order; the
 * item with its collection and its neighbours), what the templates' queries find for it, and the content items
 * it read while it rendered last time (products shown by id, merchandising read for a product: recorded by the
 * publisher as it renders).
 */
import { hash } from 'node:crypto';
import { collectionOrderOf } from '../page-context';
import type { Route } from '../routes';
import type { SitePublisher } from '../site-publisher';
import type { ContentCollection } from '../source/load-content';
import type { JsonObject } from '../source/read-json';

/** Read by a page that lists every item (the cart page reads every product's forms). */
export const ALL_ITEMS = '*';

/** The parts, each ended by NUL, hashed in one call (a Hash object per fingerprint cost more than the hashing). */
function sha1(...parts: string[]): string {
  return hash('sha1', `${parts.join('\u0000')}\u0000`, 'base64url');
}

/**
 * Each item's hash, by the object: a long-lived build keeps the objects of unchanged items from one load to the next
 * (publisher/source/parsed-files.ts) and hashes only the others. An object is never changed after its load.
 */
const itemHashes = new WeakMap<JsonObject, string>();

function itemHash(item: JsonObject): string {
  let hash = itemHashes.get(item);
  if (hash === undefined) {
    hash = sha1(JSON.stringify(item));
    itemHashes.set(item, hash);
  }
  return hash;
}

export class PageInputs {
  /** the inputs every page shares */
  readonly site: string;
  private readonly items = new Map<string, string>();
  private readonly collections = new Map<ContentCollection, string>();
  /** each collection's own settings, hashed once: an item page names them too */
  private readonly collectionFiles = new Map<ContentCollection, string>();
  private everyItem?: string;

  /** `extra`: site-wide inputs from outside the content (Kiosk's code, the shell, the hosting settings). */
  constructor(private readonly publisher: SitePublisher, extra: readonly string[]) {
    const { content, templates } = publisher;
    for (const c of content.collections) for (const item of c.items) this.items.set(item.id as string, itemHash(item));
    const templateFiles = [templates.region, templates.coverRegion, ...templates.collections.values(), ...templates.pages.values(), ...templates.stylesheets];
    this.site = sha1(
      ...extra,
      JSON.stringify(content.site),
      JSON.stringify(content.navigation),
      JSON.stringify([...content.forms]),
      JSON.stringify(templates.conf),
      ...templateFiles.map((t) => (t ? `${t.name}\n${t.source}` : '')),
      JSON.stringify(Object.entries(templates.blocks)),
      JSON.stringify(publisher.access, (_key, value: unknown) => (value instanceof Map || value instanceof Set ? [...value] : value)),
      // What a page prints of the feeds: each one's address and title. Their posts are their blog's pages' own inputs;
      // with the whole feed here, a post's edit rendered every page of the site again.
      JSON.stringify(publisher.feeds.map(({ path, title }) => [path, title])),
    );
  }

  private item(id: string): string {
    if (id === ALL_ITEMS) return (this.everyItem ??= sha1(...[...this.items].map(([key, hash]) => `${key}:${hash}`)));
    return this.items.get(id) ?? 'missing';
  }

  private collectionFile(c: ContentCollection): string {
    let hash = this.collectionFiles.get(c);
    if (!hash) {
      hash = sha1(JSON.stringify(c.collection));
      this.collectionFiles.set(c, hash);
    }
    return hash;
  }

  private collection(c: ContentCollection): string {
    let hash = this.collections.get(c);
    if (!hash) {
      hash = sha1(this.collectionFile(c), ...collectionOrderOf(c).list.map((item) => this.item(item.id as string)));
      this.collections.set(c, hash);
    }
    return hash;
  }

  /** The route's own inputs and what its queries find (everything known before it renders). */
  routeInputs(route: Route): string {
    const parts = [route.kind, route.path, String(route.pageType)];
    switch (route.kind) {
      case 'page':
      case 'not-found':
        parts.push(JSON.stringify(route.page ?? null));
        break;
      case 'collection':
        parts.push(this.collection(route.collection));
        break;
      case 'item': {
        const { list, at } = collectionOrderOf(route.collection);
        const place = at.get(route.item.id) ?? -1;
        const neighbour = (i: number) => (list[i] ? this.item(list[i].id as string) : '');
        parts.push(this.item(route.item.id as string), this.collectionFile(route.collection), neighbour(place - 1), neighbour(place + 1));
        break;
      }
    }
    for (const [key, result] of Object.entries(this.publisher.queryResultsOf(route))) {
      const found = ((result as JsonObject).items ?? []) as JsonObject[];
      parts.push(key, ...found.map((item) => this.item(item.id as string)));
    }
    return sha1(this.site, ...parts);
  }

  /** The fingerprint of a page: its route's inputs and the items it read (sorted ids, as recorded). */
  fingerprint(routeInputs: string, itemsRead: readonly string[]): string {
    return sha1(routeInputs, ...itemsRead.map((id) => `${id}:${this.item(id)}`));
  }
}
