/**
 * The product tabs' behaviour in the browser, on the markup the ProductTabs island printed at build time: the
 * tabs only switch panels, so plain DOM does it and a product page does not download the tabs' and reviews'
 * React code (islands/enhancer-loaders.ts).
 */
import { tabAfterKey } from './tab-keys';

/** Makes the printed tab list under `root` work: a press selects a tab; arrows, Home and End move and select. */
export function enhanceProductTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (index: number) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = root.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
  };
  tabs.forEach((tab, index) => tab.addEventListener('click', () => select(index)));
  list.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const next = tabAfterKey(event.key, Math.max(current, 0), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs[next].focus();
  });
}
