/**
 * The template's own cart indicators (`.sqs-custom-cart`, spec §2 "A cart indicator shows item count and subtotal
 * on templates with a custom cart"): their `.sqs-cart-quantity` and `.sqs-cart-subtotal` follow the cart store,
 * with the pill's label and marker classes. Plain DOM: the indicator is template markup, not an island.
 */
import type { ShoppingCart } from '../../schemas/cart';
import { formatCents } from '../cart-page/cart-money';
import { $cart, totalQuantity } from '../stores/cart';
import { CUSTOM_CART_SELECTOR } from './custom-cart-selector';
import { CART_MARKER_CLASSES, pillCount, pillLabel } from './labels';

const QUANTITY_SELECTOR = '.sqs-cart-quantity';
const SUBTOTAL_SELECTOR = '.sqs-cart-subtotal';

interface LabelledElement {
  setAttribute(name: string, value: string): void;
}

/** The slice of the DOM an indicator needs (a test can hand in a fake). */
export interface IndicatorElement extends LabelledElement {
  classList: { toggle(name: string, on: boolean): void };
  matches(selector: string): boolean;
  querySelector(selector: string): LabelledElement | null;
  querySelectorAll(selector: string): Iterable<{ textContent: string | null }>;
}

const CONTROL = 'a, button';

/**
 * What carries the label: the indicator when it is the link itself (a template's `<a class="sqs-custom-cart">`),
 * else the link inside it (the demo header keeps its count beside its link: WCAG 2.5.3, label in name).
 */
function labelledPart(element: IndicatorElement): LabelledElement {
  return element.matches(CONTROL) ? element : (element.querySelector(CONTROL) ?? element);
}

export function renderIndicator(element: IndicatorElement, cart: ShoppingCart | null, locale: string): void {
  const quantity = totalQuantity(cart);
  element.classList.toggle(CART_MARKER_CLASSES.initialized, cart !== null);
  element.classList.toggle(CART_MARKER_CLASSES.empty, quantity === 0);
  labelledPart(element).setAttribute('aria-label', pillLabel(quantity));
  for (const count of element.querySelectorAll(QUANTITY_SELECTOR)) count.textContent = pillCount(quantity);
  const subtotal = cart ? formatCents(cart.subtotalCents, cart.currencyCode, locale) : '';
  for (const text of element.querySelectorAll(SUBTOTAL_SELECTOR)) text.textContent = subtotal;
}

/**
 * Keeps every indicator under `root` in step with the cart store; returns the unsubscribe. Bound when the store
 * first has a cart (hydrate.tsx): it shows that cart at once, then follows.
 */
export function bindCustomCarts(root: ParentNode, locale: string): () => void {
  const indicators = [...root.querySelectorAll<HTMLElement>(CUSTOM_CART_SELECTOR)];
  if (indicators.length === 0) return () => {};
  return $cart.subscribe((cart) => {
    for (const indicator of indicators) renderIndicator(indicator, cart, locale);
  });
}
