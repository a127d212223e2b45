/**
 * The one script every page loads. It is tiny on purpose: React, the stores and the islands come in a
 * separate chunk, fetched only when the page has a commerce island or the visitor has a cart.
 */
import { needsHydration } from './lazy-start';
import { ISLAND_SELECTOR } from './markers';

if (needsHydration(document.querySelectorAll(ISLAND_SELECTOR), document.cookie)) {
  import('./hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(document))
    .catch((error: unknown) => console.error('Kiosk islands failed to load', error));
}
