/** Hydrates every island of the page with React and loads the cart when the visitor has one. */
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_SELECTOR, PROPS_ATTRIBUTE } from './markers';
import { isIslandName, ISLANDS } from './registry';
import { loadCart } from './stores/cart';
import { hasCartCookie } from './stores/has-cart-cookie';

function report(error: unknown): void {
  console.error('Kiosk island error:', error);
}

function mount(element: HTMLElement): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) {
    report(new Error(`unknown island "${name}"`));
    return;
  }
  const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object;
  const node = createElement(ISLANDS[name] as ComponentType<object>, props);
  if (element.firstChild) hydrateRoot(element, node, { onRecoverableError: report });
  else createRoot(element).render(node);
}

export function hydrateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    try {
      mount(element);
    } catch (error) {
      report(error);
    }
  }
  // Islands render the server's (empty) cart first; the loaded cart arrives as an ordinary update.
  if (hasCartCookie(document.cookie)) loadCart().catch(report);
}
