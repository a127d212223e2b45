/**
 * The page's one polite live region: every storefront announcement (the cart count, the cart page's changes, the
 * add button's progress) goes through it, so a screen reader hears them in order instead of several regions
 * talking over each other. Printed at the end of <body> by the build (LIVE_REGION_HTML: a region present from the
 * start is one screen readers follow, and hydrating adds nothing to the page), created on first use where missing;
 * dialogs leave it outside their inert page.
 */

/** Marks the live region (modal-page.ts never makes it inert: announcements made under a dialog must still be heard). */
export const ANNOUNCER_ATTRIBUTE = 'data-kiosk-announcer';
const ANNOUNCER_CLASS = 'kiosk-visually-hidden';
/** Appended to a message equal to the region's text, so that the region changes and it is read again. */
const NO_BREAK_SPACE = '\u00A0';

export interface AnnouncerDocument<R extends AnnouncerRegion> {
  body: { appendChild(node: R): unknown };
  querySelector(selector: string): unknown;
  createElement(tag: 'div'): R;
}

export interface AnnouncerRegion {
  textContent: string | null;
  className: string;
  setAttribute(name: string, value: string): void;
}

/** The region as the build prints it; announcerOf creates the same element where a page lacks it. */
export const LIVE_REGION_HTML = `<div class="${ANNOUNCER_CLASS}" ${ANNOUNCER_ATTRIBUTE} role="status" aria-live="polite" aria-atomic="true"></div>`;

/** The region of `doc`, created when missing. */
export function announcerOf<R extends AnnouncerRegion>(doc: AnnouncerDocument<R>): AnnouncerRegion {
  const existing = doc.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`) as AnnouncerRegion | null;
  if (existing) return existing;
  const region = doc.createElement('div');
  region.className = ANNOUNCER_CLASS;
  region.setAttribute(ANNOUNCER_ATTRIBUTE, '');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  doc.body.appendChild(region);
  return region;
}

export interface AnnounceOptions {
  /** Read before the turn's other messages (what the visitor did, before the cart count it changed). */
  lead?: boolean;
}

export interface Announcer {
  /** Queues `text`; what was queued in this turn is read together, once the turn ends. */
  announce(text: string, options?: AnnounceOptions): void;
}

/**
 * An announcer writing to `region`, a turn later (`defer`): the same text twice in a row still changes the region
 * (a no-break space alternates at its end), so "Added!" after "Added!" is heard again.
 */
export function createAnnouncer(region: () => AnnouncerRegion, defer: (flush: () => void) => void): Announcer {
  let queued: string[] = [];
  let leading: string[] = [];
  const flush = () => {
    const text = [...leading, ...queued].join(' ');
    queued = [];
    leading = [];
    const live = region();
    live.textContent = live.textContent === text ? text + NO_BREAK_SPACE : text;
  };
  return {
    announce(text, options = {}) {
      if (text === '' || queued.includes(text) || leading.includes(text)) return;
      if (queued.length === 0 && leading.length === 0) defer(flush);
      (options.lead ? leading : queued).push(text);
    },
  };
}

let pageAnnouncer: Announcer | undefined;

/** Announces `text` politely through the page's one live region. */
export function announce(text: string, options?: AnnounceOptions): void {
  pageAnnouncer ??= createAnnouncer(() => announcerOf<HTMLDivElement>(document), (flush) => setTimeout(flush, 0));
  pageAnnouncer.announce(text, options);
}

/** Creates the region ahead of the first message: a region that appears together with its text is often not read. */
export function prepareAnnouncer(): void {
  announcerOf<HTMLDivElement>(document);
}
