import { describe, expect, it } from 'vitest';
import { ENHANCER_LOADERS, isEnhancedIsland } from '../../islands/enhancer-loaders';
import { isLoadableIsland, loadIsland, loadIslands, type HydratedIslandName } from '../../islands/island-loaders';
import { PAGE_ISLAND_NAMES } from '../../islands/page-island-names';
import { PAGE_ISLANDS } from '../../islands/page-islands';
import { ISLANDS } from '../../islands/registry';
import { STOREFRONT_ISLAND_LOADERS } from '../../islands/storefront-island-loaders';
import { STOREFRONT_ISLANDS } from '../../islands/storefront-islands';

describe('island loaders', () => {
  it('has a loader for every storefront island, loading the very component the SSR step renders', async () => {
    const enhanced = Object.keys(ENHANCER_LOADERS);
    expect([...Object.keys(STOREFRONT_ISLAND_LOADERS), ...enhanced].sort()).toEqual(Object.keys(STOREFRONT_ISLANDS).sort());
    for (const [name, load] of Object.entries(STOREFRONT_ISLAND_LOADERS)) {
      expect(await load(), name).toBe(STOREFRONT_ISLANDS[name as keyof typeof STOREFRONT_ISLANDS]);
    }
  });

  it('knows every page island by name without its loader map', () => {
    expect([...PAGE_ISLAND_NAMES].sort()).toEqual(Object.keys(PAGE_ISLANDS).sort());
  });

  it('loads or enhances any island of the registry by name, and knows no other name', async () => {
    for (const name of Object.keys(ISLANDS)) expect(isLoadableIsland(name) !== isEnhancedIsland(name), name).toBe(true);
    expect(isEnhancedIsland('ProductTabs')).toBe(true);
    expect(isEnhancedIsland('toString')).toBe(false);
    expect(isLoadableIsland('NoSuchIsland')).toBe(false);
    expect(isLoadableIsland('toString')).toBe(false);
    expect(await loadIsland('OrderStatus')).toBe(PAGE_ISLANDS.OrderStatus);
  });

  it('fetches each named island once, however often the page has it', async () => {
    const names: HydratedIslandName[] = ['CartPill', 'ProductPrice', 'CartPill'];
    const loaded = await loadIslands(names);
    expect([...loaded.keys()]).toEqual(['CartPill', 'ProductPrice']);
    expect(loaded.get('CartPill')).toBe(STOREFRONT_ISLANDS.CartPill);
  });
});
