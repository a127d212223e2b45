/**
 * How Vite cuts the islands' client code into chunks (astro.config.mjs): React once; the hydrator together with
 * the small runtime every island shares (stores, island root, the cart's labels), so an island's
 * chunk needs nothing that is not already loaded; each island (the product block's together) a chunk of its own
 * (islands/storefront-island-loaders.ts); the client entry alone.
 */

/** The hoisted client script of site/components/islands-runtime.astro: the one entry every page loads. */
const CLIENT_ENTRY = /islands-runtime\.astro\?astro&type=script/;
/**
 * The client entry's file: every island chunk imports it by name (the preload helper), so a short name saves
 * bytes in each (Rollup would call it `islands-runtime.astro_astro_type_script_index_0_lang`).
 */
const CLIENT_ENTRY_FILE = 'kiosk';
const REACT_RUNTIME = /\/node_modules\/(react|react-dom|scheduler|nanostores|@nanostores\/react)\//;
/** The hydrator and what nearly every island imports beside React. */
const ISLAND_RUNTIME = new RegExp(
  [
    String.raw`/islands/(hydrate\.tsx|island-loaders\.ts|storefront-island-loaders\.ts|page-island-names\.ts|waiting-islands\.ts)$`,
    String.raw`/islands/island-root/`,
    String.raw`/islands/a11y/(role-button|announcer|cart-announcements)\.ts$`,
    String.raw`/islands/stores/(cart|cart-channel|cart-start|product-form)\.ts$`,
    // Small modules most islands share (the variant and stock rules): a chunk each
    // would cost a request and its compression start-up on every product page.
    String.raw`/engine/commerce/(stock|product-fields)\.ts$`,
    String.raw`/islands/product/product-data\.ts$`,
    String.raw`/schemas/add-to-cart-messages\.ts$`,
    String.raw`/islands/cart-pill/labels\.ts$`,
  ].join('|'),
);

/**
 * What the entry carries beside its own modules: the one message both the hydrator's add button and the few pages'
 * extras (the lock screen) show; in the hydrator's chunk it would make the lock screen download React.
 */
const ENTRY_EXTRAS = /\/schemas\/retry-message\.ts$/;

export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules the client entry imports statically: they stay in the entry (it must never import React's chunk). */
function entryModules(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...graph.getModuleIds()].filter((id) => CLIENT_ENTRY.test(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const entryModulesOf = new WeakMap<object, Set<string>>();

/** Rollup's manualChunks: the chunk a module goes to, or undefined to let Rollup place it. */
export function islandChunkOf(id: string, graph: ModuleGraph): string | undefined {
  if (REACT_RUNTIME.test(id)) return 'react';
  const key = graph as object;
  let entry = entryModulesOf.get(key);
  if (!entry) entryModulesOf.set(key, (entry = entryModules(graph)));
  // The server build has no client entry: nothing of it is grouped there.
  if (entry.size === 0) return undefined;
  // The entry's modules are named as a chunk too: Rollup would otherwise pull those the hydrator also imports
  // (the markers, the cookie checks) into the hydrator's chunk, and every page would load it.
  if (entry.has(id) || ENTRY_EXTRAS.test(id)) return 'islands-entry';
  return ISLAND_RUNTIME.test(id) ? 'hydrate' : undefined;
}

/** A built chunk's file named one of `names` (alternatives of a pattern): `_astro/<name>.<hash>.js`. */
const chunkFile = (names: string) => new RegExp(String.raw`/(${names})\.[\w-]+\.js$`);
/** Chunks an island's chunk can count on: React, the client entry and the hydrator. */
const LOADED_BEFORE_ISLANDS = chunkFile(`react|${CLIENT_ENTRY_FILE}|hydrate`);
const HYDRATE_FILE = chunkFile('hydrate');
const CLIENT_ENTRY_CHUNK = chunkFile(CLIENT_ENTRY_FILE);

/** Rollup's entryFileNames in the client build: the client entry by its short name, the rest as Astro names them. */
export function clientEntryFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  return CLIENT_ENTRY.test(facadeModuleId ?? '') ? `_astro/${CLIENT_ENTRY_FILE}.[hash].js` : '_astro/[name].[hash].js';
}

/**
 * Vite's modulePreload.resolveDependencies: what a dynamic import of `file` preloads beside it (Vite lists them in
 * the importing chunk, bytes on every page that loads it). Never `file` itself: the import fetches it at the same
 * moment. The client entry's import of the hydrator: React, in parallel; its other imports (the page extras of
 * a few pages) nothing, their imports follow them. The hydrator's imports of islands: their chunks' imports minus
 * what is loaded already. An island's on-demand code (fetched on a press): nothing.
 */
export function preloadedWith(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  const others = deps.filter((dep) => dep !== file);
  if (CLIENT_ENTRY_CHUNK.test(hostId)) return HYDRATE_FILE.test(file) ? others : [];
  if (HYDRATE_FILE.test(hostId)) return others.filter((dep) => !LOADED_BEFORE_ISLANDS.test(dep));
  return [];
}
