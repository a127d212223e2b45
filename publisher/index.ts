/** The publisher: content/ + templates/ → engine-rendered pages with server-rendered islands (SITE-CONTRACT.md). */
export { loadSite, SitePublisher, type LoadSiteOptions } from './site-publisher';
export type { PublishedPage } from './publish-page';
export { CART_URL } from './publish-page';
export { listRoutes, normalizePath, NOT_FOUND_PATH, type Route } from './routes';
export { PAGE_TYPE } from './page-types';
export { SourceFileError } from './source/read-json';
export { TemplateSyntaxError } from './render-page';
