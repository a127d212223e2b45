/** The publisher: content/ + templates/ → engine-rendered pages with server-rendered islands (SITE-CONTRACT.md). */
export { loadSite } from './site-publisher';
export type { PublishedPage } from './publish-page';
