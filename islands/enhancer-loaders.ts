/**
 * Islands whose browser half is plain DOM: React renders them at build time, and in the browser a small
 * function takes over the printed markup (no hydration, no component code downloaded). Loaded on demand, like
 * the React islands (island-loaders.ts).
 */
export type Enhancer = (root: HTMLElement) => void;

export const ENHANCER_LOADERS = {
  // The product block's behaviour comes with its islands' chunk.
  ProductTabs: async (): Promise<Enhancer> => (await import('./product-islands')).enhanceProductTabs,
} as const;

export type EnhancedIslandName = keyof typeof ENHANCER_LOADERS;

export function isEnhancedIsland(name: string): name is EnhancedIslandName {
  return Object.hasOwn(ENHANCER_LOADERS, name);
}
