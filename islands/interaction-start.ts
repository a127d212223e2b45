/**
 * Wakes islands that wait for the visitor (INTERACTION_ATTRIBUTE): the first focus, press or submit inside one
 * starts the islands. A submit no hydrated island took care of is held (the browser would otherwise post the
 * form to `#`) and marked, and the island submits it once hydrated. Part of the tiny client entry.
 */
import { INTERACTION_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, WOKEN_ATTRIBUTE } from './markers';

function waitingIslandOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${INTERACTION_ATTRIBUTE}]`) : null;
}

/** Calls `start` on the first interaction with a waiting island (once), and holds early submits. */
export function startOnInteraction(doc: Document, start: () => void): void {
  if (!doc.querySelector(`[${INTERACTION_ATTRIBUTE}]`)) return;
  let started = false;
  const wake = (event: Event) => {
    const island = waitingIslandOf(event.target);
    if (!island) return;
    // Every island touched before the hydrator looks is marked: it hydrates with the first batch.
    island.setAttribute(WOKEN_ATTRIBUTE, '');
    if (started) return;
    started = true;
    start();
  };
  // Capture, so a handler that stops the event on its way down does not keep the island asleep.
  doc.addEventListener('focusin', wake, true);
  doc.addEventListener('pointerdown', wake, true);
  // Bubbling: a hydrated island has handled (and prevented) its submit by the time it reaches the document.
  doc.addEventListener('submit', (event) => {
    const island = waitingIslandOf(event.target);
    if (!island || event.defaultPrevented) return;
    event.preventDefault();
    island.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    wake(event);
  });
}
