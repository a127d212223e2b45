/** Keeps keyboard focus inside a modal: the elements Tab can reach, and Tab / Shift+Tab wrapping around them. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements of `container` that Tab stops at, in document order (visible, not tabindex="-1"). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Handles Tab inside `container`: from the last stop it goes to the first, Shift+Tab from the first goes to
 * the last, and focus outside the container comes back in. Returns true when it moved focus itself.
 */
export function trapTab(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const stops = tabbableIn(container);
  const active = container.ownerDocument.activeElement;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const inside = active instanceof HTMLElement && container.contains(active) && active !== container;
  const target = !inside ? (event.shiftKey ? last : first) : event.shiftKey && active === first ? last : !event.shiftKey && active === last ? first : undefined;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
