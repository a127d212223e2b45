/**
 * Hydrates every island of the page with React, then starts the cart store (it loads the cart when the visitor
 * has one). When every island has committed, <html> gets data-islands="hydrated" (tests and tooling wait for it).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IslandRootContext } from './island-root/island-root';
import { ISLAND_ATTRIBUTE, ISLAND_SELECTOR, PROPS_ATTRIBUTE } from './markers';
import { isPageIslandName, PAGE_ISLAND_LOADERS } from './page-island-loaders';
import { STOREFRONT_ISLANDS } from './storefront-islands';
import { bindCustomCarts } from './cart-pill/custom-cart';
import { releaseAddButtons } from './cart-wait';
import { startCart } from './stores/cart';

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
  if (element.firstChild) hydrateRoot(element, node, { onRecoverableError: report });
  else createRoot(element).render(node);
}

/** Mounts one island; a page island's code is fetched first (its server-rendered markup shows meanwhile). */
function mount(element: HTMLElement, onCommit: () => void): boolean {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (Object.hasOwn(STOREFRONT_ISLANDS, name)) {
    render(element, STOREFRONT_ISLANDS[name as keyof typeof STOREFRONT_ISLANDS] as ComponentType<object>, onCommit);
    return true;
  }
  if (isPageIslandName(name)) {
    PAGE_ISLAND_LOADERS[name]()
      .then((component) => render(element, component as ComponentType<object>, onCommit))
      .catch((error: unknown) => {
        report(error);
        onCommit();
      });
    return true;
  }
  report(new Error(`unknown island "${name}"`));
  return false;
}

export function hydrateIslands(root: ParentNode): void {
  const elements = [...root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
  let waiting = 0;
  const onCommit = () => {
    waiting--;
    if (waiting === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'hydrated');
  };
  for (const element of elements) {
    try {
      if (mount(element, onCommit)) waiting++;
    } catch (error) {
      report(error);
    }
  }
  if (waiting === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'hydrated');
  // Islands render the server's (empty) cart first; the loaded cart arrives as an ordinary update.
  bindCustomCarts(document, document.documentElement.lang || 'en-US');
  // Loaded or failed, the add buttons held for the cart (cart-wait) show again.
  startCart(document.cookie)
    .catch(report)
    .finally(() => releaseAddButtons(document));
}
