/** Pages from a Kiosk content folder, through the publisher's own loaders, routes and page contexts. */
import { buildPageContext, listRoutes, loadContent, normalizePath, NOT_FOUND_PATH } from '../publisher';
import type { PageSource } from './page-source';

export function contentPages(dir: string): PageSource {
  const content = loadContent(dir);
  const routes = listRoutes(content);
  const notFound = routes.find((r) => r.kind === 'not-found') ?? routes[routes.length - 1];
  return {
    kind: 'content',
    dir,
    content,
    paths: () => routes.filter((r) => r.kind !== 'not-found').map((r) => r.path),
    page(path) {
      const wanted = normalizePath(path);
      const route = routes.find((r) => r.path === wanted && (r.kind !== 'not-found' || wanted === NOT_FOUND_PATH));
      return route && { path: route.path, route, context: buildPageContext(content, route) };
    },
    notFound: () => ({ path: notFound.path, route: notFound, context: buildPageContext(content, notFound) }),
  };
}
