/**
 * Hydrates the islands of the page with React, then starts the cart store (it loads the cart when the visitor
 * has one). Each island's code is fetched on demand (island-loaders.ts): only the islands this page has, all at
 * once, then mounted in document order. When they have all committed, <html> gets data-islands="hydrated" (tests
 * and tooling wait for it). A form the visitor has not touched yet keeps waiting for them (waiting-islands.ts).
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { announce, prepareAnnouncer } from './a11y/announcer';
import { followCartCount } from './a11y/cart-announcements';
import { IslandRootContext } from './island-root/island-root';
import { ENHANCER_LOADERS, isEnhancedIsland, type EnhancedIslandName } from './enhancer-loaders';
import { isLoadableIsland, loadIslands, type HydratedIslandName, type IslandComponent } from './island-loaders';
import { ISLAND_ATTRIBUTE, ISLAND_SELECTOR, markRooted, NO_CART_ATTRIBUTE, PROPS_ATTRIBUTE } from './markers';
import { CUSTOM_CART_SELECTOR } from './cart-pill/custom-cart-selector';
import { releaseAddButtons } from './cart-wait';
import { $cart, startCart, totalQuantity } from './stores/cart';
import { stillWaits, waitsForCart, wakeOnce, wakeWithCart } from './waiting-islands';

export const HYDRATED_ATTRIBUTE = 'data-islands';

function report(error: unknown): void {
  console.error('Kiosk island error:', error);
}

/** Renders nothing of its own: tells the hydrator when its island has committed. */
function Committed({ onCommit, children }: { onCommit(): void; children?: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

function render(element: HTMLElement, component: ComponentType<object>, onCommit: () => void): void {
  const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object;
  const island = createElement(component, props);
  const node = createElement(IslandRootContext.Provider, { value: element }, createElement(Committed, { onCommit }, island));
  // From here React's own listeners answer presses on it (early-press.ts held those before).
  markRooted(element);
  // In a transition React renders in slices of a few milliseconds and yields between them, so hydrating a page's
  // islands never holds the main thread in one long task (a tap meanwhile is answered between slices).
  startTransition(() => {
    if (element.firstChild) hydrateRoot(element, node, { onRecoverableError: report });
    else createRoot(element).render(node);
  });
}

interface FoundIsland<N extends string> {
  element: HTMLElement;
  name: N;
}

/** The page's island elements by name, React's and the enhanced ones apart; an unknown name is reported and left as printed. */
function islandsOf(root: ParentNode): { hydrated: FoundIsland<HydratedIslandName>[]; enhanced: FoundIsland<EnhancedIslandName>[] } {
  const hydrated: FoundIsland<HydratedIslandName>[] = [];
  const enhanced: FoundIsland<EnhancedIslandName>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (isLoadableIsland(name)) hydrated.push({ element, name });
    else if (isEnhancedIsland(name)) enhanced.push({ element, name });
    else report(new Error(`unknown island "${name}"`));
  }
  return { hydrated, enhanced };
}

/** Hands each enhanced island's printed markup to its plain-DOM behaviour (one fetch per kind). */
async function enhanceIslands(islands: FoundIsland<EnhancedIslandName>[]): Promise<void> {
  const kinds = [...new Set(islands.map(({ name }) => name))];
  const enhancers = new Map(await Promise.all(kinds.map(async (name) => [name, await ENHANCER_LOADERS[name]().catch(report)] as const)));
  for (const { element, name } of islands) {
    try {
      enhancers.get(name)?.(element);
    } catch (error) {
      report(error);
    }
  }
}

/** The loaded component, or undefined once it is reported why there is none (its island stays as printed). */
function loaded(component: IslandComponent | Error | undefined): ComponentType<object> | undefined {
  if (component instanceof Error || component === undefined) {
    report(component);
    return undefined;
  }
  return component as ComponentType<object>;
}

/** A waiting island the visitor (or its store) woke after the page's islands hydrated. */
async function hydrateLate(element: HTMLElement, name: HydratedIslandName): Promise<void> {
  const component = loaded((await loadIslands([name])).get(name));
  if (component) render(element, component, () => undefined);
}

/** Binds the template's cart indicators at the store's first cart (bindCustomCarts renders it, then follows). */
function followCustomCarts(locale: string): void {
  if (!document.querySelector(CUSTOM_CART_SELECTOR)) return;
  const stop = $cart.listen(() => {
    stop();
    import('./cart-pill/custom-cart').then(({ bindCustomCarts }) => bindCustomCarts(document, locale)).catch(report);
  });
}

/** The visitor holds a cart now (another tab filled it): the cart page's printed empty state no longer applies. */
function dropNoCartMark(): void {
  const stop = $cart.subscribe((cart) => {
    if (totalQuantity(cart) === 0) return;
    document.documentElement.removeAttribute(NO_CART_ATTRIBUTE);
    queueMicrotask(() => stop());
  });
}

export async function hydrateIslands(root: ParentNode): Promise<void> {
  dropNoCartMark();
  const islands: FoundIsland<HydratedIslandName>[] = [];
  const { hydrated, enhanced } = islandsOf(root);
  for (const island of hydrated) {
    const late = () => void hydrateLate(island.element, island.name).catch(report);
    if (stillWaits(island.element)) wakeOnce(island.element, island.name, late);
    else if (waitsForCart(island.element, document.documentElement.hasAttribute(NO_CART_ATTRIBUTE))) wakeWithCart(late);
    else islands.push(island);
  }
  // Each island's chunk once, all in parallel; its server-rendered markup shows meanwhile.
  // The enhanced islands are working by the time the page says "hydrated".
  const [components] = await Promise.all([loadIslands(islands.map(({ name }) => name)), enhanceIslands(enhanced)]);
  let waiting = 0;
  const onCommit = () => {
    waiting--;
    if (waiting === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'hydrated');
  };
  for (const { element, name } of islands) {
    // A chunk that failed to load leaves its island as printed; the page still reaches "hydrated".
    const component = loaded(components.get(name));
    if (!component) continue;
    try {
      render(element, component, onCommit);
      waiting++;
    } catch (error) {
      report(error);
    }
  }
  if (waiting === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'hydrated');
  // Islands render the server's (empty) cart first; the loaded cart arrives as an ordinary update. The template's
  // own cart indicators stand as printed (an empty cart) until the store first has a cart: only then are their
  // code and the money formatting they need fetched.
  followCustomCarts(document.documentElement.lang || 'en-US');
  // The page's one live region, ready before its first message; it says the cart's count when it changes.
  prepareAnnouncer();
  followCartCount($cart, announce);
  // Loaded or failed, the add buttons held for the cart (cart-wait) show again.
  await startCart(document.cookie)
    .catch(report)
    .finally(() => releaseAddButtons(document));
}
