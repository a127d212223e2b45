import { describe, expect, it } from 'vitest';
import { PAGE_ISLAND_LOADERS } from '../../islands/page-island-loaders';
import { PAGE_ISLANDS } from '../../islands/page-islands';
import { ISLANDS } from '../../islands/registry';
import { STOREFRONT_ISLANDS } from '../../islands/storefront-islands';

describe('page islands', () => {
  it('has a loader for every page island, loading the very component the SSR step renders', async () => {
    expect(Object.keys(PAGE_ISLAND_LOADERS).sort()).toEqual(Object.keys(PAGE_ISLANDS).sort());
    for (const [name, load] of Object.entries(PAGE_ISLAND_LOADERS)) {
      expect(await load(), name).toBe(PAGE_ISLANDS[name as keyof typeof PAGE_ISLANDS]);
    }
  });

  it('keeps storefront and page islands apart, and the registry is both', () => {
    const storefront = Object.keys(STOREFRONT_ISLANDS);
    expect(storefront.filter((name) => Object.hasOwn(PAGE_ISLANDS, name))).toEqual([]);
    expect(Object.keys(ISLANDS).sort()).toEqual([...storefront, ...Object.keys(PAGE_ISLANDS)].sort());
  });
});
