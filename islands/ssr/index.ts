/** The build-time half of the islands as the publisher uses it: server-render the widgets of a page into islands. */
export type { ItemJson } from './adopter';
export { cartPillProps } from './adopt/cart-pill';
export { decodeEntities, parseAttributes } from './html-attributes';
export { renderIslands, renderStandaloneIsland } from './render-islands';
