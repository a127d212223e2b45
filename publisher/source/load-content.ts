/** Loads content/ (site JSON, navigation, collections with their items, pages, forms) as SITE-CONTRACT.md lays it out. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ParsedFiles } from './parsed-files';
import { readJsonObject, SourceFileError, type JsonObject } from './read-json';

export interface ContentCollection {
  urlId: string;
  collection: JsonObject;
  items: JsonObject[];
  /** the items are in the order the page lists them already (a sorted view: publisher/collection-views.ts) */
  listedInOrder?: boolean;
}

export interface ContentPage {
  /** File name without `.json`: `about`, `home`, `not-found`. */
  urlId: string;
  /** `{ collection, mainContent, ... }` as written. */
  data: JsonObject;
}

export interface SiteContent {
  dir: string;
  /** website.json: `{ website, websiteSettings, ... }`, spread into every page context. */
  site: JsonObject;
  navigation: JsonObject;
  collections: ContentCollection[];
  pages: ContentPage[];
  forms: Map<string, JsonObject>;
  imagesDir: string;
}

function jsonFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

function optionalObject(file: string): JsonObject {
  return existsSync(file) ? readJsonObject(file) : {};
}

function loadCollection(dir: string, readItem: (file: string) => JsonObject): ContentCollection | undefined {
  const file = path.join(dir, 'collection.json');
  if (!existsSync(file)) return undefined;
  const collection = readJsonObject(file);
  const urlId = typeof collection.urlId === 'string' ? collection.urlId : path.basename(dir);
  const items = jsonFilesIn(path.join(dir, 'items')).map((itemFile) => {
    const item = readItem(itemFile);
    if (typeof item.id !== 'string') throw new SourceFileError(itemFile, 'an item needs a string "id"');
    return item;
  });
  return { urlId, collection, items };
}

/** `items`: where a long-lived build keeps the items it parsed (parsed-files.ts); by default every item is read. */
export function loadContent(dir: string, items?: ParsedFiles): SiteContent {
  const readItem = items ? (file: string) => items.readObject(file) : readJsonObject;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new SourceFileError(dir, 'content folder not found');
  const collectionsDir = path.join(dir, 'collections');
  const collections = existsSync(collectionsDir)
    ? readdirSync(collectionsDir)
        .sort()
        .map((name) => loadCollection(path.join(collectionsDir, name), readItem))
        .filter((c): c is ContentCollection => c !== undefined)
    : [];
  const pages = jsonFilesIn(path.join(dir, 'pages')).map((file) => ({
    urlId: path.basename(file, '.json'),
    data: readJsonObject(file),
  }));
  const forms = new Map<string, JsonObject>();
  for (const file of jsonFilesIn(path.join(dir, 'forms'))) {
    const form = readJsonObject(file);
    forms.set(typeof form.id === 'string' ? form.id : path.basename(file, '.json'), form);
  }
  return {
    dir,
    site: optionalObject(path.join(dir, 'website.json')),
    navigation: optionalObject(path.join(dir, 'navigation.json')),
    collections,
    pages,
    forms,
    imagesDir: path.join(dir, 'images'),
  };
}
