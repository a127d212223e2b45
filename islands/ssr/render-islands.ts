/**
 * The build-time half of the islands: finds each widget the engine printed, server-renders its island
 * into it (renderToString) and marks it `data-island="<Name>" data-props='<json>'` for the hydrator.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CART_HELD_VALUE, CART_ONLY_ATTRIBUTE, INTERACTION_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from '../markers';
import { isEnhancedIsland } from '../enhancer-loaders';
import { ISLANDS, type IslandName, type IslandProps } from '../registry';
import { widgetMarkup, type Adopter, type IslandContext } from './adopter';
import { accountDashboardAdopter, accountFormsAdopter } from './adopt/account';
import { addToCartAdopter } from './adopt/add-to-cart';
import { cartPageAdopter } from './adopt/cart-page';
import { checkoutAdopter } from './adopt/checkout';
import { giftCardPurchaseAdopter } from './adopt/gift-card-purchase';
import { installmentsAdopter } from './adopt/installments';
import { productGalleryAdopter } from './adopt/product-gallery';
import { productPriceAdopter } from './adopt/product-price';
import { productScarcityAdopter } from './adopt/product-scarcity';
import { productStatusAdopter } from './adopt/product-status';
import { productTabsAdopter } from './adopt/product-tabs';
import { quantityInputAdopter } from './adopt/quantity-input';
import { restockAdopter } from './adopt/restock';
import { searchAdopter } from './adopt/search';
import { orderConfirmationAdopter, orderStatusAdopter } from './adopt/order';
import { newsletterFormAdopter, siteFormAdopter } from './adopt/site-form';
import { subscriptionSummaryAdopter } from './adopt/subscription-summary';
import { subscriptionManageAdopter } from './adopt/subscription-manage';
import { newsletterConfirmAdopter, newsletterUnsubscribeAdopter } from './adopt/newsletter';
import { restockUnsubscribeAdopter } from './adopt/restock-unsubscribe';
import { variantSelectAdopter } from './adopt/variant-select';
import { findElementsByClass, findElementsById, type FoundElement } from './find-elements';
import { findRoots, holdsRootAfter, rootKeys, type RootElement } from './find-roots';
import { escapeSingleQuotedAttribute, parseAttributes } from './html-attributes';
import { itemIdAround, itemRegions, type ItemRegion } from './item-regions';

export type { IslandContext } from './adopter';

export const ADOPTERS: readonly Adopter[] = [
  addToCartAdopter,
  variantSelectAdopter,
  quantityInputAdopter,
  productPriceAdopter,
  productStatusAdopter,
  productScarcityAdopter,
  productGalleryAdopter,
  subscriptionSummaryAdopter,
  giftCardPurchaseAdopter,
  cartPageAdopter,
  checkoutAdopter,
  orderConfirmationAdopter,
  orderStatusAdopter,
  subscriptionManageAdopter,
  newsletterConfirmAdopter,
  newsletterUnsubscribeAdopter,
  restockUnsubscribeAdopter,
  accountFormsAdopter,
  accountDashboardAdopter,
  installmentsAdopter,
  productTabsAdopter,
  restockAdopter,
  siteFormAdopter,
  newsletterFormAdopter,
  searchAdopter,
] as Adopter[];

/**
 * Server-rendered content by island and props, for a build's life: many widgets repeat with the same props on every
 * page (the newsletter form, the cart pill), and an island's render depends on its props alone. A product's own
 * widgets rarely repeat, so only the most recently used renders are kept.
 */
const renders = new Map<string, string>();
const RENDERS_KEPT = 256;

/**
 * `propsJson`: the props as JSON when the caller has it already (the marker repeats it). `renderKey`: what stands for
 * the props in the cache when the render reads only some of them (Adopter.renderKey).
 */
export function renderIslandContent<N extends IslandName>(island: N, props: IslandProps<N>, propsJson = JSON.stringify(props), renderKey = propsJson): string {
  const key = `${island}\u0000${renderKey}`;
  let html = renders.get(key);
  if (html === undefined) {
    html = renderToString(createElement(ISLANDS[island] as ComponentType<object>, props as object));
    if (renders.size >= RENDERS_KEPT) renders.delete(renders.keys().next().value as string);
  } else {
    // Moved to the end: the least recently used render goes first.
    renders.delete(key);
  }
  renders.set(key, html);
  return html;
}

/** The hydrator's marks; an enhanced island's behaviour reads the printed markup, so it gets no props to repeat it. */
function markerAttributes(island: IslandName, propsJson: string): string {
  const marker = ` ${ISLAND_ATTRIBUTE}="${island}"`;
  return isEnhancedIsland(island) ? marker : `${marker} ${PROPS_ATTRIBUTE}='${escapeSingleQuotedAttribute(propsJson)}'`;
}

/** The elements an adopter takes over: the one with its id, or those with its class. */
function rootElements(html: string, adopter: Adopter): FoundElement[] {
  return adopter.rootId !== undefined ? findElementsById(html, adopter.rootId) : findElementsByClass(html, adopter.rootClass ?? '');
}

/** The island's element in place of the widget: its props (as JSON) in data-props, server-rendered content. */
function islandElement(found: FoundElement, adopter: Adopter, propsJson: string, content: string): string {
  const waits = adopter.hydrate === 'interaction' ? ` ${INTERACTION_ATTRIBUTE}` : adopter.hydrate === 'cart' ? ` ${CART_ONLY_ATTRIBUTE}="${CART_HELD_VALUE}"` : '';
  return `<${found.tag}${found.attributeText}${markerAttributes(adopter.island, propsJson)}${waits}>${content}</${found.tag}>`;
}

/** The adopter's props for one widget. */
function propsFor(html: string, found: FoundElement, adopter: Adopter, context: IslandContext, enclosingItemId: () => string | undefined) {
  return adopter.adopt(widgetMarkup(parseAttributes(found.attributeText), html.slice(found.contentStart, found.contentEnd), enclosingItemId), context);
}

/** The widget's server-rendered content (cached by the adopter's render key). */
function adoptedContent(adopter: Adopter, props: object, propsJson: string): string {
  return renderIslandContent(adopter.island, props as never, propsJson, adopter.renderKey?.(props as never));
}

function adoptAll(html: string, adopter: Adopter, context: IslandContext): string {
  let out = '';
  let cursor = 0;
  let regions: ItemRegion[] | undefined;
  for (const found of rootElements(html, adopter)) {
    if (found.attributeText.includes(ISLAND_ATTRIBUTE)) continue;
    const props = propsFor(html, found, adopter, context, () => itemIdAround((regions ??= itemRegions(html)), found.start));
    if (!props) continue;
    const propsJson = JSON.stringify(props);
    out += html.slice(cursor, found.start) + islandElement(found, adopter, propsJson, adoptedContent(adopter, props, propsJson));
    cursor = found.end;
  }
  return out + html.slice(cursor);
}

/**
 * Whether the page can hold the adopter's root at all. A page holds few of the widgets, and looking for one that is
 * not there cost a scan of every tag of the page per adopter; a plain text search rules most of them out.
 */
function mayHold(html: string, adopter: Adopter, context: IslandContext): boolean {
  if (adopter.pageProductOnly && !context.pageItemId) return false;
  const name = adopter.rootId ?? adopter.rootClass;
  return !name || html.includes(name);
}

/** Adopter after adopter, each on the page the ones before it left: what one pass must give, and its fallback. */
export function renderIslandsInTurn(html: string, context: IslandContext): string {
  return ADOPTERS.reduce((page, adopter) => (mayHold(page, adopter, context) ? adoptAll(page, adopter, context) : page), html);
}

const KEYS = rootKeys(ADOPTERS);
/** A page that is no item's: its product cards' prices and marks are no widgets, and are not looked for. */
const KEYS_OFF_ITEM_PAGES = rootKeys(ADOPTERS.map((adopter) => (adopter.pageProductOnly ? undefined : adopter)));

/** Whether one root lies inside another: then the adopters' order decides what each sees, and they go in turn. */
function nested(roots: readonly RootElement[]): boolean {
  let end = -1;
  for (const root of roots) {
    if (root.start < end) return true;
    end = root.end;
  }
  return false;
}

/**
 * The page HTML with every recognised widget turned into a server-rendered island. One scan finds every adopter's
 * roots; each widget goes to the first of its adopters that takes it (as when the adopters ran in turn, the later
 * ones passing over an element already marked). Roots inside roots, or an island whose output holds a later
 * adopter's root, depend on the adopters' order: such a page is rendered adopter by adopter instead.
 */
export function renderIslands(html: string, context: IslandContext): string {
  const keys = context.pageItemId ? KEYS : KEYS_OFF_ITEM_PAGES;
  const roots = findRoots(html, keys);
  if (roots.length === 0) return html;
  if (nested(roots)) return renderIslandsInTurn(html, context);
  let out = '';
  let cursor = 0;
  let regions: ItemRegion[] | undefined;
  for (const found of roots) {
    if (found.attributeText.includes(ISLAND_ATTRIBUTE)) continue;
    const enclosingItemId = () => itemIdAround((regions ??= itemRegions(html)), found.start);
    for (const index of found.adopters) {
      const adopter = ADOPTERS[index];
      const props = propsFor(html, found, adopter, context, enclosingItemId);
      if (!props) continue;
      const propsJson = JSON.stringify(props);
      const content = adoptedContent(adopter, props, propsJson);
      if (holdsRootAfter(content, keys, index)) return renderIslandsInTurn(html, context);
      out += html.slice(cursor, found.start) + islandElement(found, adopter, propsJson, content);
      cursor = found.end;
      break;
    }
  }
  return out + html.slice(cursor);
}

/** A page-level island the publisher adds itself (the cart pill), as a complete element. */
export function renderStandaloneIsland<N extends IslandName>(island: N, props: IslandProps<N>, options: { cartOnly?: boolean } = {}): string {
  const cartOnly = options.cartOnly ? ` ${CART_ONLY_ATTRIBUTE}` : '';
  const propsJson = JSON.stringify(props);
  return `<div${markerAttributes(island, propsJson)}${cartOnly}>${renderIslandContent(island, props, propsJson)}</div>`;
}
