/**
 * Holds a press of an add-to-cart button made before React took its island over (the islands' code may still be on
 * its way over a slow network): the island is marked, and presses once it is ready, instead of the press being lost.
 * Part of the tiny client entry.
 */
import { ISLAND_ATTRIBUTE, isRooted, PENDING_PRESS_ATTRIBUTE } from './markers';

const ADD_ISLAND = `[${ISLAND_ATTRIBUTE}="AddToCart"]`;
/** The button inside it (islands-markup.md). */
const ADD_BUTTON = '.sqs-add-to-cart-button';

export function holdEarlyPresses(doc: Document): void {
  if (!doc.querySelector(ADD_ISLAND)) return;
  const hold = (event: Event) => {
    const target = event.target;
    const island = target instanceof Element ? target.closest(ADD_BUTTON)?.closest(ADD_ISLAND) : null;
    if (!island || isRooted(island)) return;
    // Space would scroll the page, as it does for any element that is not a real button.
    event.preventDefault();
    island.setAttribute(PENDING_PRESS_ATTRIBUTE, '');
  };
  doc.addEventListener('click', hold);
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') hold(event);
  });
}
