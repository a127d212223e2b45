/**
 * Wakes islands that wait for the visitor (INTERACTION_ATTRIBUTE): the first focus, press or submit inside one
 * starts the islands. A submit that comes before the island is ready is held (the browser would otherwise post
 * the form to `#`) and marked, and the island submits it once hydrated. Part of the tiny client entry.
 */
import { INTERACTION_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, READY_ATTRIBUTE } from './markers';

const WAKING_EVENTS = ['focusin', 'pointerdown', 'submit'] as const;

function waitingIslandOf(target: EventTarget | null): Element | null {
  const island = target instanceof Element ? target.closest(`[${INTERACTION_ATTRIBUTE}]`) : null;
  return island && !island.hasAttribute(READY_ATTRIBUTE) ? island : null;
}

/** Calls `start` on the first interaction with a waiting island (once), and holds early submits. */
export function startOnInteraction(doc: Document, start: () => void): void {
  if (!doc.querySelector(`[${INTERACTION_ATTRIBUTE}]`)) return;
  let started = false;
  const onEvent = (event: Event) => {
    const island = waitingIslandOf(event.target);
    if (!island) return;
    if (event.type === 'submit') {
      event.preventDefault();
      island.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    }
    if (!started) {
      started = true;
      start();
    }
  };
  // Capture: runs before the page's own handlers, and sees submits of islands that are not hydrated yet.
  for (const type of WAKING_EVENTS) doc.addEventListener(type, onEvent, true);
}
