/**
 * While a modal dialog is open, everything else on the page is `inert` (not only `aria-modal`): no click, focus or
 * screen-reader visit reaches it. The siblings of the dialog and of each of its ancestors up to <body> are made
 * inert, so a dialog rendered in place (not portalled) works too. Dialogs nest (an alert over a lightbox): each
 * element counts the dialogs that hold it, and only what this module made inert is released. The page's live
 * region (announcer.ts) stays outside, so announcements made under a dialog are still heard.
 */
import { ANNOUNCER_ATTRIBUTE } from './announcer';

export interface InertElement {
  /** HTMLElement's; an SVG or MathML sibling lacks it (it is left as it is: it takes no focus). */
  inert?: boolean;
  parentElement: InertElement | null;
  readonly children: ArrayLike<InertElement>;
  hasAttribute(name: string): boolean;
  readonly tagName: string;
}

/** How many open dialogs hold each element inert; only elements this module made inert are in it. */
const holds = new Map<InertElement, number>();

/** Elements left alone: the live region, and what is not content (scripts, styles, templates). */
function stays(element: InertElement): boolean {
  return element.hasAttribute(ANNOUNCER_ATTRIBUTE) || /^(SCRIPT|STYLE|LINK|TEMPLATE|NOSCRIPT)$/.test(element.tagName);
}

/** The elements a modal `dialog` puts out of reach: the siblings of it and of each ancestor below <body>'s parent. */
export function outsideOf(dialog: InertElement): InertElement[] {
  const outside: InertElement[] = [];
  for (let node = dialog, parent = dialog.parentElement; parent; node = parent, parent = parent.parentElement) {
    for (const sibling of Array.from(parent.children)) {
      if (sibling !== node && !stays(sibling) && 'inert' in sibling) outside.push(sibling);
    }
    if (parent.tagName === 'BODY') break;
  }
  return outside;
}

/** Makes the page behind `dialog` inert; the returned function gives it back (call it once, when the dialog closes). */
export function holdPageInert(dialog: InertElement): () => void {
  const held: InertElement[] = [];
  for (const element of outsideOf(dialog)) {
    const count = holds.get(element);
    if (count !== undefined) holds.set(element, count + 1);
    else if (element.inert) continue; // inert before the dialog (the page's own): not ours to release
    else {
      holds.set(element, 1);
      element.inert = true;
    }
    held.push(element);
  }
  return () => {
    for (const element of held) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) {
        holds.set(element, count);
        continue;
      }
      holds.delete(element);
      element.inert = false;
    }
  };
}
