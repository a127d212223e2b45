import { describe, expect, it } from 'vitest';
import { clientEntryFileName, islandChunkOf, preloadedWith, type ModuleGraph } from '../../../islands/bundle/island-chunks';

const ENTRY = '/site/site/components/islands-runtime.astro?astro&type=script&index=0&lang.ts';

/** A module graph: the client entry imports the markers; the hydrator imports the markers and the cart store. */
function graph(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] } : null),
  };
}

const clientGraph = graph({
  [ENTRY]: ['/site/islands/client.ts'],
  '/site/islands/client.ts': ['/site/islands/markers.ts', '/site/islands/stores/cart-loading.ts'],
  '/site/islands/markers.ts': [],
  '/site/islands/stores/cart-loading.ts': [],
  '/site/islands/hydrate.tsx': ['/site/islands/markers.ts', '/site/islands/stores/cart.ts'],
  '/site/islands/stores/cart.ts': ['/site/islands/stores/cart-loading.ts'],
  '/site/islands/cart-page/cart-page.tsx': ['/site/islands/stores/cart.ts'],
});

describe('islandChunkOf', () => {
  it('puts React and the stores library in one chunk', () => {
    expect(islandChunkOf('/site/node_modules/react-dom/cjs/react-dom-client.production.js', clientGraph)).toBe('react');
    expect(islandChunkOf('/site/node_modules/nanostores/atom/index.js', clientGraph)).toBe('react');
  });

  it("keeps the client entry's modules together, apart from the hydrator's chunk", () => {
    for (const id of [ENTRY, '/site/islands/client.ts', '/site/islands/markers.ts', '/site/islands/stores/cart-loading.ts']) {
      expect(islandChunkOf(id, clientGraph), id).toBe('islands-entry');
    }
  });

  it('puts the hydrator with the shared runtime, and lets each island be a chunk of its own', () => {
    expect(islandChunkOf('/site/islands/hydrate.tsx', clientGraph)).toBe('hydrate');
    expect(islandChunkOf('/site/islands/stores/cart.ts', clientGraph)).toBe('hydrate');
    expect(islandChunkOf('/site/islands/cart-page/cart-page.tsx', clientGraph)).toBeUndefined();
  });

  it('groups nothing but React in a build without the client entry (the server build)', () => {
    const server = graph({ '/site/islands/hydrate.tsx': [], '/site/islands/stores/cart.ts': [] });
    expect(islandChunkOf('/site/islands/stores/cart.ts', server)).toBeUndefined();
  });
});

describe('preloadedWith', () => {
  const deps = ['_astro/react.A1.js', '_astro/hydrate.B2.js', '_astro/kiosk.C3.js', '_astro/unit.D4.js'];

  it('preloads React with the hydrator, and never the imported chunk itself', () => {
    expect(preloadedWith('_astro/hydrate.B2.js', deps, { hostId: '_astro/kiosk.C3.js' })).toEqual([
      '_astro/react.A1.js', '_astro/kiosk.C3.js', '_astro/unit.D4.js',
    ]);
  });

  it("preloads nothing for the client entry's other imports (a few pages' extras)", () => {
    expect(preloadedWith('_astro/page-extras.H8.js', ['_astro/page-extras.H8.js', '_astro/unit.D4.js'], { hostId: '_astro/kiosk.C3.js' })).toEqual([]);
  });

  it("preloads an island's own imports, not what the hydrator already loaded nor the island's chunk", () => {
    expect(preloadedWith('_astro/product-price.E5.js', ['_astro/product-price.E5.js', ...deps], { hostId: '_astro/hydrate.B2.js' })).toEqual(['_astro/unit.D4.js']);
    expect(preloadedWith('_astro/product-price.E5.js', ['_astro/product-price.E5.js', '_astro/react.A1.js'], { hostId: '_astro/hydrate.B2.js' })).toEqual([]);
  });

  it("preloads nothing for an island's on-demand code", () => {
    expect(preloadedWith('_astro/purchase-steps.F6.js', deps, { hostId: '_astro/add-to-cart.G7.js' })).toEqual([]);
  });
});

describe('clientEntryFileName', () => {
  it('names the client entry short and leaves every other entry as Astro names it', () => {
    expect(clientEntryFileName({ facadeModuleId: ENTRY })).toBe('_astro/kiosk.[hash].js');
    expect(clientEntryFileName({ facadeModuleId: '/site/site/pages/index.astro' })).toBe('_astro/[name].[hash].js');
    expect(clientEntryFileName({ facadeModuleId: null })).toBe('_astro/[name].[hash].js');
  });
});
