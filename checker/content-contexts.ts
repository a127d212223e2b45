/**
 * A site's page contexts, exactly as the publisher builds them for every route it publishes (the protected
 * pages' gate pages included), so `unknown-variable` knows each key a page can hold. Used with the demo site
 * when Kiosk's own template is checked.
 */
import { buildPageContext, loadSite } from '../publisher';

/** `root` holds content/ and templates/. */
export function sitePageContexts(root: string): unknown[] {
  const site = loadSite({ root, fresh: true });
  const routes = [...site.routes, ...site.pageRoutes()];
  return routes.map((route) => buildPageContext(site.content, route));
}
