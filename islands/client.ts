/**
 * The one script every page loads. It is tiny on purpose: React, the stores and the islands come in a
 * separate chunk, fetched only when the page has a commerce island or the visitor has a cart, or when the
 * visitor first touches a form.
 */
import { showAccountLinksFor } from './account/header-link';
import { CART_WAIT_LIMIT_MS, holdAddButtons, releaseAddButtons } from './cart-wait';
import { holdEarlyPresses } from './early-press';
import { startOnInteraction } from './interaction-start';
import { needsHydration } from './lazy-start';
import { ISLAND_SELECTOR, NO_CART_ATTRIBUTE } from './markers';
import { shouldLoadCart } from './stores/cart-loading';
import { CART_CHANNEL_NAME } from './stores/cart-channel-name';

let requested = false;

/** Loads React and the islands once the page has painted (called again, it does nothing new). */
function start(): void {
  // A hidden tab paints nothing until it is shown: it loads at once.
  if (document.hidden) return loadIslands();
  // After the first paint: React's evaluation would otherwise hold it back (a frame's own callbacks run before that
  // frame is shown, so requestAnimationFrame is not enough). A browser without paint timing loads after a second.
  setTimeout(loadIslands, 1000);
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    loadIslands();
  }).observe({ type: 'paint', buffered: true });
}

function loadIslands(): void {
  if (requested) return;
  requested = true;
  import('./hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(document))
    .catch((error: unknown) => {
      console.error('Kiosk islands failed to load', error);
      // No cart is coming: buttons held for it show again.
      releaseAddButtons(document);
    });
}

// No cart to load: the cart page shows its printed empty state at once, without React.
if (!shouldLoadCart(document.cookie)) document.documentElement.setAttribute(NO_CART_ATTRIBUTE, '');

// The header's "Sign in" link reads "Account" for a signed-in visitor.
showAccountLinksFor(document, document.cookie);

// Spec §4: when the cart loads on start, the add buttons wait for it (hydrate releases them), but not forever.
if (holdAddButtons(document, document.cookie)) setTimeout(() => releaseAddButtons(document), CART_WAIT_LIMIT_MS);

// The lock screen's form, member join buttons and the popup overlay are a small script of their own, on their pages only.
if (document.querySelector('form.kiosk-page-lock, button.kiosk-member-join, .kiosk-popup-overlay')) {
  void import('./page-extras').then(({ startPageExtras }) => startPageExtras(document));
}

// Forms wait for the visitor before React comes; a submit before they are ready is held for them.
startOnInteraction(document, start);
// So is a press of an add button before React has it.
holdEarlyPresses(document);
if (needsHydration(document.querySelectorAll(ISLAND_SELECTOR), document.cookie)) {
  start();
} else if (typeof BroadcastChannel !== 'undefined' && document.querySelector(ISLAND_SELECTOR)) {
  // The cart pill is waiting: when another tab fills the cart, this page needs React after all.
  const otherTabs = new BroadcastChannel(CART_CHANNEL_NAME);
  otherTabs.onmessage = () => {
    otherTabs.close();
    start();
  };
}
