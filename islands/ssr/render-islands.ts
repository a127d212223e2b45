/**
 * The build-time half of the islands: finds each widget the engine printed, server-renders its island
 * into it (renderToString) and marks it `data-island="<Name>" data-props='<json>'` for the hydrator.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CART_ONLY_ATTRIBUTE, INTERACTION_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from '../markers';
import { ISLANDS, type IslandName, type IslandProps } from '../registry';
import type { Adopter, IslandContext } from './adopter';
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
import { escapeAttribute, parseAttributes } from './html-attributes';
import { parseFragment } from './html-fragment';
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

export function renderIslandContent<N extends IslandName>(island: N, props: IslandProps<N>): string {
  return renderToString(createElement(ISLANDS[island] as ComponentType<object>, props as object));
}

function markerAttributes(island: IslandName, props: object): string {
  return ` ${ISLAND_ATTRIBUTE}="${island}" ${PROPS_ATTRIBUTE}='${escapeAttribute(JSON.stringify(props))}'`;
}

/** The elements an adopter takes over: the one with its id, or those with its class. */
function rootElements(html: string, adopter: Adopter): FoundElement[] {
  return adopter.rootId !== undefined ? findElementsById(html, adopter.rootId) : findElementsByClass(html, adopter.rootClass ?? '');
}

function adoptAll(html: string, adopter: Adopter, context: IslandContext): string {
  let out = '';
  let cursor = 0;
  let regions: ItemRegion[] | undefined;
  for (const found of rootElements(html, adopter)) {
    if (found.attributeText.includes(ISLAND_ATTRIBUTE)) continue;
    const attributes = parseAttributes(found.attributeText);
    const content = parseFragment(html.slice(found.contentStart, found.contentEnd));
    regions ??= itemRegions(html);
    const enclosingItemId = itemIdAround(regions, found.start);
    const props = adopter.adopt({ attributes, content, enclosingItemId }, context);
    if (!props) continue;
    out += html.slice(cursor, found.start);
    const interaction = adopter.hydrate === 'interaction' ? ` ${INTERACTION_ATTRIBUTE}` : '';
    out += `<${found.tag}${found.attributeText}${markerAttributes(adopter.island, props)}${interaction}>`;
    out += renderIslandContent(adopter.island, props as never);
    out += `</${found.tag}>`;
    cursor = found.end;
  }
  return out + html.slice(cursor);
}

/**
 * Whether the page can hold the adopter's root at all. A page holds few of the widgets, and looking for one that is
 * not there cost a scan of every tag of the page per adopter; a plain text search rules most of them out.
 */
function mayHold(html: string, adopter: Adopter): boolean {
  const name = adopter.rootId ?? adopter.rootClass;
  return !name || html.includes(name);
}

/** The page HTML with every recognised widget turned into a server-rendered island. */
export function renderIslands(html: string, context: IslandContext): string {
  return ADOPTERS.reduce((page, adopter) => (mayHold(page, adopter) ? adoptAll(page, adopter, context) : page), html);
}

/** A page-level island the publisher adds itself (the cart pill), as a complete element. */
export function renderStandaloneIsland<N extends IslandName>(island: N, props: IslandProps<N>, options: { cartOnly?: boolean } = {}): string {
  const cartOnly = options.cartOnly ? ` ${CART_ONLY_ATTRIBUTE}` : '';
  return `<div${markerAttributes(island, props)}${cartOnly}>${renderIslandContent(island, props)}</div>`;
}
