/** The build-time half of the islands as the publisher uses it: server-render the widgets of a page into islands. */
export type { ItemJson } from './adopter';
export { cartPillProps } from './adopt/cart-pill';
export { decodeEntities, escapeDoubleQuotedAttribute, parseAttributes } from './html-attributes';
export { renderIslands, renderStandaloneIsland } from './render-islands';
// The page's one live region, printed so that it is there before the first announcement.
export { LIVE_REGION_HTML } from '../a11y/announcer';
