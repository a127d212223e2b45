/** The publisher: content/ + templates/ → engine-rendered pages with server-rendered islands (SITE-CONTRACT.md). */
export { loadSite } from './site-publisher';
export type { PublishedPage } from './publish-page';
// What `kiosk preview` (preview/) reuses to render any template folder against content or fixtures.
export { loadContent, type ContentCollection, type ContentPage, type SiteContent } from './source/load-content';
export { listRoutes, normalizePath, NOT_FOUND_PATH, type Route } from './routes';
export { buildPageContext, pageTitle } from './page-context';
export { localeOf, type RenderedPage } from './render-page';
export { publishRendered, CART_URL } from './publish-page';
export { SiteQueries } from './query/site-queries';
export { PAGE_TYPE } from './page-types';
// What the Astro pages need to render only the shell under `kiosk build` (publisher/build/).
export { isShellBuild, shellPage, SHELL_PATH } from './build/shell-mode';
