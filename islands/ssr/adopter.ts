/** How an island adopts a widget printed by the engine: which root element, and how its markup becomes props. */
import type { IslandName, IslandProps } from '../registry';
import { parseFragment, type HtmlElement } from './html-fragment';

export type ItemJson = Record<string, unknown>;

/** What the publisher knows beyond the markup. */
export interface IslandContext {
  /** The content item with this id (products carry their variants and stock). */
  findItem(itemId: string): ItemJson | undefined;
  /** The item of an item page (its product-price markup belongs to it). */
  pageItemId?: string;
  /** The product-price widget as the engine prints it for one variant of the item. */
  variantPrice?(item: ItemJson, sku: string): string;
  /** The product-status widget (sold-out or sale mark, or nothing) as the engine prints it for one variant. */
  variantStatus?(item: ItemJson, sku: string): string;
  /** The site's `websiteSettings.storeSettings` (express checkout, quantity rules). */
  storeSettings?: ItemJson;
  /** The page's locale (`en-US`). */
  locale?: string;
  /** Every content item (the cart page reads the products' additional-fields forms). */
  items?(): Iterable<ItemJson>;
  /** The page a site form is on (spec §3 submission: pageId, contentSource 'i' item page / 'c' otherwise). */
  page?: { pageId?: string; contentSource: 'i' | 'c' };
}

export interface WidgetMarkup {
  /** The root element's attributes, decoded. */
  attributes: Record<string, string>;
  /** The root element's content, parsed (on first read). */
  readonly content: HtmlElement;
  /** The root element's content as printed: the same text parses the same, so an adopter may cache by it. */
  contentHtml: string;
  /** The data-item-id of the innermost element around the widget (its product block), if any. */
  enclosingItemId?: string;
}

export interface Adopter<N extends IslandName = IslandName> {
  island: N;
  /** The class of the widget's root element (`sqs-add-to-cart-button-wrapper`). */
  rootClass?: string;
  /** Or the id of the root element (`sqs-cart-root`). */
  rootId?: string;
  /**
   * `interaction`: hydrate on the visitor's first focus, press or submit inside it, not on load. `cart`: only when
   * the visitor holds a cart (its printed markup serves the others).
   */
  hydrate?: 'load' | 'interaction' | 'cart';
  /**
   * It adopts only the widgets of an item page's own product (adopt/page-product.ts). On any other page its root is
   * not looked for: a product list prints a price and a mark on each of its 200 cards, none of them a widget.
   */
  pageProductOnly?: boolean;
  /** Props for the island, or undefined to leave the markup as printed. */
  adopt(widget: WidgetMarkup, context: IslandContext): IslandProps<N> | undefined;
  /**
   * What its server render is cached by, when the render reads only some of the props (default: all of them, as
   * JSON). A prop that only the browser reads (where a form was sent from) then costs no render per page.
   */
  renderKey?(props: IslandProps<N>): string;
}

/** Keeps each adopter's props tied to its island's component at compile time. */
export function defineAdopter<N extends IslandName>(adopter: Adopter<N>): Adopter<N> {
  return adopter;
}

export function dataAttributes(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => name.startsWith('data-')));
}

/**
 * A widget as its adopter receives it. Its content is parsed only when the adopter reads it (one may have what it
 * needs already, by the printed text), and anew for each adopter (one may change what it reads). So is the item
 * around it, when given as a function: finding it reads the whole page.
 */
export function widgetMarkup(attributes: Record<string, string>, contentHtml: string, enclosingItemId?: string | (() => string | undefined)): WidgetMarkup {
  let content: HtmlElement | undefined;
  let enclosing = enclosingItemId;
  return {
    attributes,
    contentHtml,
    get content() {
      return (content ??= parseFragment(contentHtml));
    },
    get enclosingItemId() {
      if (typeof enclosing === 'function') enclosing = enclosing();
      return enclosing;
    },
  };
}
