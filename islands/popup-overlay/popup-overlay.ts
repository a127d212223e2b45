/**
 * The popup overlay (page type 104; templates/blocks/popup-overlay.block, configured by website.json's
 * `popupOverlay`): opens once after its delay unless overlay-memory.ts says otherwise, as a labelled modal dialog
 * (the rest of the page inert, focus kept inside, Escape and the close buttons close it, focus goes back). Its
 * call to action leads to the newsletter form; a successful newsletter sign-up anywhere on the site counts as
 * submitted, so it never opens again.
 */
import { rememberClosed, rememberSubmitted, shouldOpen, type OverlayStorage } from './overlay-memory';

export const POPUP_OVERLAY_SELECTOR = '.kiosk-popup-overlay';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function storageOf(): OverlayStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked: without memory the overlay would nag on every page, so it stays closed.
    return undefined;
  }
}

/** Watches the site's newsletter forms for their success text appearing. */
function onNewsletterSuccess(root: Document, done: () => void): void {
  const forms = root.querySelectorAll<HTMLElement>('.newsletter-form');
  if (forms.length === 0) return;
  // The whole form is watched: the island may render its success text as a new element.
  const observer = new MutationObserver(() => {
    if (root.querySelector('.newsletter-form .form-submission-text:not([hidden])')) {
      observer.disconnect();
      done();
    }
  });
  for (const form of forms) observer.observe(form, { attributes: true, attributeFilter: ['hidden'], childList: true, subtree: true });
}

export function startPopupOverlay(root: Document, now: () => number = Date.now): void {
  const overlay = root.querySelector<HTMLElement>(POPUP_OVERLAY_SELECTOR);
  const dialog = overlay?.querySelector<HTMLElement>('[role="dialog"]');
  const storage = storageOf();
  if (!overlay || !dialog || !storage) return;
  const version = overlay.dataset.version || '1';
  const delayMs = Math.max(0, Number(overlay.dataset.delaySeconds) || 0) * 1000;
  const closedDays = Math.max(0, Number(overlay.dataset.closedDays) || 0);
  const page = root.querySelector<HTMLElement>('.site');
  let opener: Element | null = null;

  onNewsletterSuccess(root, () => rememberSubmitted(storage, version));
  // data-state says what was decided (waiting, open, closed, skipped): styles and tests read it.
  if (!shouldOpen(storage, version, closedDays, now())) {
    overlay.dataset.state = 'skipped';
    return;
  }

  const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('hidden'));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const list = focusables();
    if (list.length === 0) return;
    const first = list[0];
    const last = list[list.length - 1];
    const active = root.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  function close(returnFocus = true): void {
    if (overlay!.hidden) return;
    overlay!.hidden = true;
    overlay!.dataset.state = 'closed';
    page?.removeAttribute('inert');
    root.removeEventListener('keydown', onKey, true);
    rememberClosed(storage!, version, now());
    if (returnFocus && opener instanceof HTMLElement) opener.focus();
  }
  function open(): void {
    // Another tab may have closed it meanwhile.
    if (!shouldOpen(storage!, version, closedDays, now())) {
      overlay!.dataset.state = 'skipped';
      return;
    }
    opener = root.activeElement;
    overlay!.hidden = false;
    overlay!.dataset.state = 'open';
    page?.setAttribute('inert', '');
    root.addEventListener('keydown', onKey, true);
    dialog!.focus();
  }

  for (const closer of overlay.querySelectorAll<HTMLElement>('[data-popup-close]')) closer.addEventListener('click', () => close());
  overlay.querySelector<HTMLAnchorElement>('[data-popup-accept]')?.addEventListener('click', (event) => {
    const target = event.currentTarget as HTMLAnchorElement;
    const hash = new URL(target.href, location.href).hash;
    const section = hash ? root.getElementById(hash.slice(1)) : null;
    close(false);
    if (!section) return;
    // On this page: go to the form and put the cursor in its first field.
    event.preventDefault();
    section.scrollIntoView({ block: 'center' });
    section.querySelector<HTMLElement>('input, button')?.focus();
  });
  overlay.dataset.state = 'waiting';
  setTimeout(open, delayMs);
}
