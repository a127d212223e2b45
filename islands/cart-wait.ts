/**
 * Spec §4 "Cart loading": on a page that loads the visitor's cart on start, the add-to-cart buttons wait for it.
 * Part of the tiny client entry: keep it dependency-light. The published HTML never carries the mark, so without
 * JavaScript the buttons show.
 */
import { shouldLoadCart } from './stores/cart-loading';

/** On <html> while the cart loads; islands.css keeps the add buttons in their place, hidden. */
export const CART_LOADING_CLASS = 'kiosk-cart-loading';
/** A cart read that has not answered by then no longer holds the buttons back: the visitor can still buy. */
export const CART_WAIT_LIMIT_MS = 5000;
/** The AddToCart island's root (islands-markup.md): busy while its button waits. */
const ADD_BUTTON_WRAPPER = '.sqs-add-to-cart-button-wrapper';

export interface MarkableElement {
  classList: { add(name: string): void; remove(name: string): void };
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

export interface MarkableDocument {
  documentElement: MarkableElement;
  querySelectorAll(selector: string): Iterable<MarkableElement>;
}

/** Holds the add buttons when the cart must load first; answers whether it did (else nothing is hidden). */
export function holdAddButtons(doc: MarkableDocument, cookieHeader: string): boolean {
  if (!shouldLoadCart(cookieHeader)) return false;
  doc.documentElement.classList.add(CART_LOADING_CLASS);
  for (const wrapper of doc.querySelectorAll(ADD_BUTTON_WRAPPER)) wrapper.setAttribute('aria-busy', 'true');
  return true;
}

/** The cart arrived, or could not: the buttons show, so the visitor is never stuck. */
export function releaseAddButtons(doc: MarkableDocument): void {
  doc.documentElement.classList.remove(CART_LOADING_CLASS);
  for (const wrapper of doc.querySelectorAll(ADD_BUTTON_WRAPPER)) wrapper.removeAttribute('aria-busy');
}
