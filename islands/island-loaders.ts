/**
 * Every island's loader by the name its marker carries: the hydrator fetches only the islands a page has, each
 * once however often it appears, and React itself once for all of them. The page islands' loaders (checkout, the
 * order and account pages) come in a chunk of their own, on their pages only.
 */
import type { ComponentType } from 'react';
import type { PageIslandName } from './page-island-loaders';
import { isPageIslandName } from './page-island-names';
import { STOREFRONT_ISLAND_LOADERS, type StorefrontIslandName } from './storefront-island-loaders';

export type IslandComponent = ComponentType<never>;

function isStorefrontIslandName(name: string): name is StorefrontIslandName {
  return Object.hasOwn(STOREFRONT_ISLAND_LOADERS, name);
}

/** The islands React hydrates (every island but the enhanced ones: enhancer-loaders.ts). */
export type HydratedIslandName = StorefrontIslandName | PageIslandName;

export function isLoadableIsland(name: string): name is HydratedIslandName {
  return isStorefrontIslandName(name) || isPageIslandName(name);
}

/** Fetches one island's component. */
export async function loadIsland(name: HydratedIslandName): Promise<IslandComponent> {
  if (isStorefrontIslandName(name)) return STOREFRONT_ISLAND_LOADERS[name]();
  const { PAGE_ISLAND_LOADERS } = await import('./page-island-loaders');
  return PAGE_ISLAND_LOADERS[name]();
}

/** The components of the named islands, each fetched once, all at once; a name whose chunk failed maps to its error. */
export async function loadIslands(names: Iterable<HydratedIslandName>): Promise<Map<HydratedIslandName, IslandComponent | Error>> {
  const unique = [...new Set(names)];
  const loaded = await Promise.all(
    unique.map((name) =>
      loadIsland(name).then(
        (component): IslandComponent | Error => component,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    ),
  );
  return new Map(unique.map((name, i) => [name, loaded[i]]));
}
