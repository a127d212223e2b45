/**
 * Every island by the name its marker carries (`data-island="AddToCart"`): what the SSR step renders and what the
 * names and props of islands are. The browser takes the storefront's at once and the page islands on demand.
 */
import type { ComponentProps } from 'react';
import { PAGE_ISLANDS } from './page-islands';
import { STOREFRONT_ISLANDS } from './storefront-islands';

export const ISLANDS = { ...STOREFRONT_ISLANDS, ...PAGE_ISLANDS } as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
